import { ContainerModule } from 'inversify';
import { DataImportServiceImpl, DataImportServiceToken } from './data-import-service';

/** Binds the import service under its token, so a tenant's `rebind` replaces it. */
export const dataImportModule = new ContainerModule(({ bind }) => {
  bind(DataImportServiceImpl).toSelf().inSingletonScope();
  bind(DataImportServiceToken.id).toService(DataImportServiceImpl);
});
