import { definePlugin, messages } from '@mall/sdk';
import { version } from '../package.json';

/**
 * The life-insurer tenant: what it changes in the mall, as contributions to the SDK's extension
 * points. Start from the catalogue in Storybook ("Extension points") to see what core
 * contributes and what can be added, replaced or disabled.
 */
export default definePlugin({
  id: '@mall-tenant/life-insurer',
  version,
  sdk: '^1.0.0',
  register(ctx) {
    // The tenant's own wording, in both locales; a key of core's catalogue here would reword it.
    ctx.contribute(
      messages,
      { id: 'life-insurer.messages.zh_CN', locale: 'zh_CN', messages: { 'life-insurer.welcome': '欢迎来到 life-insurer 商城' } },
      { id: 'life-insurer.messages.en_US', locale: 'en_US', messages: { 'life-insurer.welcome': 'Welcome to the life-insurer mall' } },
    );
  },
});
