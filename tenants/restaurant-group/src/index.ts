import { definePlugin, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/**
 * The restaurant-group tenant: what it changes in the mall, as contributions to the SDK's extension
 * points. Start from the catalogue in Storybook ("Extension points") to see what core
 * contributes and what can be added, replaced or disabled.
 */
export default definePlugin({
  id: '@mall-tenant/restaurant-group',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk; the plugin runs
  // on any SDK of that major.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    // The tenant's own wording, in both locales; a key of core's catalogue here would reword it.
    ctx.contribute(
      messages,
      { id: 'restaurant-group.messages.zh_CN', locale: 'zh_CN', messages: { 'restaurant-group.welcome': '欢迎来到 restaurant-group 商城' } },
      { id: 'restaurant-group.messages.en_US', locale: 'en_US', messages: { 'restaurant-group.welcome': 'Welcome to the restaurant-group mall' } },
    );
  },
});
