import { definePlugin } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/** Shared plugin: same-SKU feedback modal and its states. Tenants switch it on through `uses`. */
const sameProductFeedback = definePlugin({
  id: '@mall-plugin/same-product-feedback',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register() {},
});

export default sameProductFeedback;
