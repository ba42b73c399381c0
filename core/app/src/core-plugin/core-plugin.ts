import { definePlugin, myMallMenu, settings, type PluginDefinition } from '@mall/sdk';
import { coreFeatures } from '../features';
import { coreSettings } from './core-settings';
import { myMallMenuEntries } from './my-mall-menu';

/**
 * Core's own contributions: settings with defaults, the My Mall menu, and every feature's
 * routes and standard rules, each with a `core.` id. Registered first, as plugin `core`, through
 * the same API tenants use, so a tenant can replace or disable any of them.
 */
export const corePlugin: PluginDefinition = definePlugin({
  id: 'core',
  version: '0.1.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(settings, ...coreSettings);
    ctx.contribute(myMallMenu, ...myMallMenuEntries);
    for (const feature of coreFeatures) feature.contribute(ctx);
  },
});
