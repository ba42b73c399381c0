import { definePlugin } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/** Shared plugin: open cart as punch-out (OCI and cXML). Tenants switch it on through `uses`. */
const openCart = definePlugin({
  id: '@mall-plugin/open-cart',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register() {},
});

export default openCart;
