import { messages, routes } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { dataImportModule } from './module';

const dataImportPage = () => import('./pages/data-import-page');

/** The spreadsheet import wizard (spec 2 sections 2, 4, 8): its screen, drawer, service and texts. */
export const dataImportFeature: CoreFeature = {
  name: 'data-import',
  module: dataImportModule,
  contribute(ctx) {
    ctx.contribute(routes, { id: '/mall/data-import/:code', path: '/mall/data-import/:code', layout: 'main', load: dataImportPage, titleKey: 'data-import.page.title' });
    ctx.contribute(
      messages,
      { id: 'core.messages.data-import.en', locale: 'en_US', load: () => import('./data-import-messages.en') },
      { id: 'core.messages.data-import.zh', locale: 'zh_CN', load: () => import('./data-import-messages.zh') },
    );
  },
};
