import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { applianceMessagesEn, applianceMessagesZh } from '../appliance-messages';
import { applianceFields } from '../cost-dimensions';
import { brandmaxRoutes } from './brandmax-routes';
import { brandmaxMigrations, seedBrandmax } from './brandmax-seed';

/**
 * The appliance firm's server entry: its own budget endpoint brandmax-budget-infos (spec 3
 * section 7), the cost item / attribution lookups and the budgets behind them.
 */
export default defineServerPlugin({
  id: '@mall-tenant/appliance-firm',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: brandmaxMigrations,
  routes: brandmaxRoutes,
  seed: seedBrandmax,
  fields: applianceFields,
  fieldMessages: [applianceMessagesZh, applianceMessagesEn],
  // Spec 3 gives these rules no sentences; the texts are ours.
  messages: {
    'appliance-firm.budget.attribution-mismatch': {
      en_US: 'Cost attribution {ccCode} does not belong to cost item {eiCode}',
      zh_CN: '费用归属 {ccCode} 不属于费用项目 {eiCode}',
    },
    'appliance-firm.budget.quantity-exceeds-line': {
      en_US: 'The budget quantities exceed the line quantity {quantity}',
      zh_CN: '预算数量之和超过了行数量 {quantity}',
    },
    'appliance-firm.budget.row-not-found': { en_US: 'Budget row {budgetId} not found', zh_CN: '未找到预算行 {budgetId}' },
  },
});
