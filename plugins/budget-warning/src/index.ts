import { definePlugin } from '@mall/sdk';
import { dependencies, version } from '../package.json';

/** Shared plugin: the budget over-limit warning dialog and confirmations. Tenants switch it on through `uses`. */
const budgetWarning = definePlugin({
  id: '@mall-plugin/budget-warning',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register() {},
});

export default budgetWarning;
