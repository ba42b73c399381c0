import { BudgetApiToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { BudgetApiImpl } from './budget-api-impl';

/** Binds core's budget API under its SDK token, so a tenant's `rebind` replaces it. */
export const budgetModule = new ContainerModule(({ bind }) => {
  bind(BudgetApiImpl).toSelf().inSingletonScope();
  bind(BudgetApiToken.id).toService(BudgetApiImpl);
});
