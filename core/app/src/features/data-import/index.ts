export { dataImportFeature } from './data-import-feature';
export { LazyImportDrawer as ImportDrawer } from './components/lazy-import-drawer';
export type { ImportDrawerProps } from './components/import-drawer';
export { DataImportServiceToken } from './data-import-service';
export type { DataImportService, ImportStatus, ImportPage } from './data-import-service';
