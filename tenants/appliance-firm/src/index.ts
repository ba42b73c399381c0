import { BudgetApiToken, definePlugin, HttpClientToken, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { applianceMessagesEn, applianceMessagesZh } from './appliance-messages';
import { BrandmaxBudgetApi } from './brandmax-budget-api';
import { applianceFields } from './cost-dimensions';

/**
 * The electrical-appliance tenant (spec 3): budget rows by cost item and cost attribution
 * instead of the server-configured dimensions, kept through its own brandmax-budget-infos
 * endpoint, and no batch allocation across e-commerce and catalogue goods.
 */
export default definePlugin({
  id: '@mall-tenant/appliance-firm',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    applianceFields(ctx);
    ctx.rebind(BudgetApiToken, (services) => new BrandmaxBudgetApi(services.get(HttpClientToken)));
    ctx.contribute(messages, applianceMessagesZh, applianceMessagesEn);
  },
});

export { BRANDMAX_BUDGET_PATH } from './brandmax-budget-api';
