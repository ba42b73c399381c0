import { definePlugin, messages } from '@mall/sdk';
import { version } from '../package.json';

/**
 * The appliance-firm tenant: what it changes in the mall, as contributions to the SDK's extension
 * points. Start from the catalogue in Storybook ("Extension points") to see what core
 * contributes and what can be added, replaced or disabled.
 */
export default definePlugin({
  id: '@mall-tenant/appliance-firm',
  version,
  sdk: '^1.0.0',
  register(ctx) {
    // The tenant's own wording, in both locales; a key of core's catalogue here would reword it.
    ctx.contribute(
      messages,
      { id: 'appliance-firm.messages.zh_CN', locale: 'zh_CN', messages: { 'appliance-firm.welcome': '欢迎来到 appliance-firm 商城' } },
      { id: 'appliance-firm.messages.en_US', locale: 'en_US', messages: { 'appliance-firm.welcome': 'Welcome to the appliance-firm mall' } },
    );
  },
});
