import { ContainerModule } from 'inversify';
import { CostAllocationServiceImpl, CostAllocationServiceToken } from './cost-allocation-service';

/** Binds the cost allocation service under its token, so a tenant's `rebind` replaces it. */
export const costAllocationModule = new ContainerModule(({ bind }) => {
  bind(CostAllocationServiceImpl).toSelf().inSingletonScope();
  bind(CostAllocationServiceToken.id).toService(CostAllocationServiceImpl);
});
