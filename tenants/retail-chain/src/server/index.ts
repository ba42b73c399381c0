import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { retailFields } from '../retail-dimensions';
import { retailMessagesEn, retailMessagesZh } from '../retail-messages';
import { retailRoutes } from './retail-routes';
import { retailMigrations, seedRetail } from './retail-seed';

/**
 * The retail chain's server entry: the cscro-budget-defaults call (spec 3 section 7), the
 * value sets of its budget dimensions (projects, subjects per project, company, profit
 * centres, fee types, served by `lovs/data`), and the demo cart's stock and surcharge figures.
 */
export default defineServerPlugin({
  id: '@mall-tenant/retail-chain',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: retailMigrations,
  routes: retailRoutes,
  seed: seedRetail,
  fields: retailFields,
  fieldMessages: [retailMessagesZh, retailMessagesEn],
  messages: {
    'retail-chain.budget-defaults.not-found': {
      en_US: 'No budget defaults are maintained for company {companyId}',
      zh_CN: '公司 {companyId} 未维护预算默认值',
    },
  },
});
