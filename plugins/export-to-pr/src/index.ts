import { definePlugin } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/** Shared plugin: export selected cart lines to a purchase request. Tenants switch it on through `uses`. */
const exportToPr = definePlugin({
  id: '@mall-plugin/export-to-pr',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register() {},
});

export default exportToPr;
