import { ImportDrawerToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { SdkImportDrawer } from './components/sdk-import-drawer';
import { DataImportServiceImpl, DataImportServiceToken } from './data-import-service';

/** Binds the import service under its token, so a tenant's `rebind` replaces it, and the drawer under the SDK's ImportDrawerToken. */
export const dataImportModule = new ContainerModule(({ bind }) => {
  bind(DataImportServiceImpl).toSelf().inSingletonScope();
  bind(DataImportServiceToken.id).toService(DataImportServiceImpl);
  bind(ImportDrawerToken.id).toConstantValue(SdkImportDrawer);
});
