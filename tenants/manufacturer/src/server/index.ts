import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { manufacturerMessagesEn, manufacturerMessagesZh } from '../manufacturer-messages';
import { manufacturerFields } from '../receipt-fields';

/**
 * The manufacturer's server entry: its receipt-line fields, so receipt-submit refuses a received
 * line without cost centre, use type, invoice receiver or invoice address (422, nothing stored).
 */
export default defineServerPlugin({
  id: '@mall-tenant/manufacturer',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  routes: [],
  fields: manufacturerFields,
  fieldMessages: [manufacturerMessagesZh, manufacturerMessagesEn],
});
