import { definePlugin, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/**
 * The network-equipment tenant: what it changes in the mall, as contributions to the SDK's extension
 * points. Start from the catalogue in Storybook ("Extension points") to see what core
 * contributes and what can be added, replaced or disabled.
 */
export default definePlugin({
  id: '@mall-tenant/network-equipment',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk; the plugin runs
  // on any SDK of that major.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    // The tenant's own wording, in both locales; a key of core's catalogue here would reword it.
    ctx.contribute(
      messages,
      { id: 'network-equipment.messages.zh_CN', locale: 'zh_CN', messages: { 'network-equipment.welcome': '欢迎来到 network-equipment 商城' } },
      { id: 'network-equipment.messages.en_US', locale: 'en_US', messages: { 'network-equipment.welcome': 'Welcome to the network-equipment mall' } },
    );
  },
});
