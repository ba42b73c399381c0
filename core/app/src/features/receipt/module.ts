import { DATE_TIME_FORMAT, formatDate } from '@mall/domain';
import { ContainerModule } from 'inversify';
import type { PluginHost } from '../../platform/plugin-host';
import { TYPES } from '../../platform/tokens';
import { ReceiptDrawerStore, ReceiptDrawerStoreFactoryToken, type ReceiptDrawerStoreFactory } from './receipt-drawer-store';
import { ReceiptServiceImpl, ReceiptServiceToken, type ReceiptService } from './receipt-service';

/**
 * Binds the receipt service under its token (a tenant's `rebind` replaces it) and the factory of
 * a receipt drawer's store, one per opened drawer, over whichever service is bound.
 */
export const receiptModule = new ContainerModule(({ bind }) => {
  bind(ReceiptServiceImpl).toSelf().inSingletonScope();
  bind(ReceiptServiceToken.id).toService(ReceiptServiceImpl);
  bind<ReceiptDrawerStoreFactory>(ReceiptDrawerStoreFactoryToken).toDynamicValue(
    (ctx) => (input) =>
      new ReceiptDrawerStore({
        ...input,
        service: ctx.get<ReceiptService>(ReceiptServiceToken.id),
        host: ctx.get<PluginHost>(TYPES.PluginHost),
        now: () => formatDate(new Date(), DATE_TIME_FORMAT, 'local'),
      }),
  );
});
