import { definePlugin, messages } from '@mall/sdk';
import { version } from '../package.json';

/**
 * The property-cement tenant: what it changes in the mall, as contributions to the SDK's extension
 * points. Start from the catalogue in Storybook ("Extension points") to see what core
 * contributes and what can be added, replaced or disabled.
 */
export default definePlugin({
  id: '@mall-tenant/property-cement',
  version,
  sdk: '^1.0.0',
  register(ctx) {
    // The tenant's own wording, in both locales; a key of core's catalogue here would reword it.
    ctx.contribute(
      messages,
      { id: 'property-cement.messages.zh_CN', locale: 'zh_CN', messages: { 'property-cement.welcome': '欢迎来到 property-cement 商城' } },
      { id: 'property-cement.messages.en_US', locale: 'en_US', messages: { 'property-cement.welcome': 'Welcome to the property-cement mall' } },
    );
  },
});
