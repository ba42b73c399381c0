import { LookupDialogToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { LazyLookupDialog } from './components/lookup-dialog-lazy';
import { LookupServiceImpl, LookupServiceToken } from './lookup-service';
import { LovViewServiceImpl, LovViewServiceToken } from './lov-view-service';

/**
 * Binds the value-set service and the lookup-view service (replaceable by token; their cache is
 * the container's QueryClient) and the SDK's lookup dialog, loaded on first open.
 */
export const lookupsModule = new ContainerModule(({ bind }) => {
  bind(LookupServiceImpl).toSelf().inSingletonScope();
  bind(LookupServiceToken.id).toService(LookupServiceImpl);
  bind(LovViewServiceImpl).toSelf().inSingletonScope();
  bind(LovViewServiceToken.id).toService(LovViewServiceImpl);
  bind(LookupDialogToken.id).toConstantValue(LazyLookupDialog);
});
