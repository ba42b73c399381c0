import { BudgetApiToken, budgetDimensions, HttpClientToken, type BudgetApi, type HttpClient } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import type { PluginHost } from '../../platform/plugin-host';
import { TYPES } from '../../platform/tokens';
import { BudgetApiImpl } from './budget-api-impl';
import { BudgetPanelStore, BudgetPanelStoreFactoryToken, type BudgetPanelStoreFactory } from './budget-panel-store';

/**
 * Binds core's budget API under its SDK token, so a tenant's `rebind` replaces it, and the
 * factory of a budget panel's store (one per opened panel) over whichever API is bound.
 */
export const budgetModule = new ContainerModule(({ bind }) => {
  bind(BudgetApiImpl).toSelf().inSingletonScope();
  bind(BudgetApiToken.id).toService(BudgetApiImpl);
  bind<BudgetPanelStoreFactory>(BudgetPanelStoreFactoryToken).toDynamicValue(
    (ctx) => (input) =>
      new BudgetPanelStore({
        ...input,
        api: ctx.get<BudgetApi>(BudgetApiToken.id),
        http: ctx.get<HttpClient>(HttpClientToken.id),
        dimensions: ctx.get<PluginHost>(TYPES.PluginHost).get(budgetDimensions),
      }),
  );
});
