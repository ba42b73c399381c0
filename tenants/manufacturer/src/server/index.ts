import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { manufacturerMessagesEn, manufacturerMessagesZh } from '../manufacturer-messages';
import { manufacturerFields } from '../receipt-fields';
import { manufacturerMigrations } from './manufacturer-migrations';
import { manufacturerRoutes, manufacturerServerMessages } from './manufacturer-routes';
import { seedManufacturer } from './manufacturer-seed';

/**
 * The manufacturer's server entry: its receipt-line fields, so receipt-submit refuses a received
 * line without cost centre, use type, invoice receiver or invoice address (422, nothing stored);
 * and its scripted marmot-api calls (spec 3 section 7): the warehouse permission, the company's
 * inventory organisation and the SAP stock query, over its own tables and demo seed.
 */
export default defineServerPlugin({
  id: '@mall-tenant/manufacturer',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: manufacturerMigrations,
  routes: manufacturerRoutes,
  messages: manufacturerServerMessages,
  seed: seedManufacturer,
  fields: manufacturerFields,
  fieldMessages: [manufacturerMessagesZh, manufacturerMessagesEn],
});
