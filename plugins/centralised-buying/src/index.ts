import { definePlugin } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/** Shared plugin: centralised (group) buying: demander status mapping, relation actions and the basket rules. Tenants switch it on through `uses`. */
const centralisedBuying = definePlugin({
  id: '@mall-plugin/centralised-buying',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register() {},
});

export default centralisedBuying;
