import { CHANGEABLE_ORDER_STATUSES } from '@mall/domain';
import { CoreIds, messages, orderDetailHeaderSlot, orderLineExtrasSlot, orderListActions } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { orderExtrasModule } from './module';
import { lazyComponent } from '../../shell/lazy-component';

// The service actions (Popconfirm) and the supplementary panel are fetched with My orders, not the entry.
const serviceActions = () => import('./components/order-service-actions');
const EcConfirmAction = lazyComponent(() => serviceActions().then((m) => m.EcConfirmAction));
const MarkRead = lazyComponent(() => serviceActions().then((m) => m.MarkRead));
const ReceivePrintAction = lazyComponent(() => serviceActions().then((m) => m.ReceivePrintAction));
const ResubmitAction = lazyComponent(() => serviceActions().then((m) => m.ResubmitAction));
const supplementary = () => import('./components/supplementary-link');
const HeaderSupplementaryLink = lazyComponent(() => supplementary().then((m) => m.HeaderSupplementaryLink));
const LineSupplementaryLink = lazyComponent(() => supplementary().then((m) => m.LineSupplementaryLink));

// The change form (lookups, dimension form) and the messages modal are fetched with My orders, not the entry.
const OrderChangeAction = lazyComponent(() => import('./components/order-change-action').then((m) => m.OrderChangeAction));
const OrderMessagesAction = lazyComponent(() => import('./components/order-messages-action').then((m) => m.OrderMessagesAction));

/**
 * The other after-order calls of spec 2 section 7, contributed to My orders' points like a plugin
 * would: the supplementary information panel (header and lines), confirming an e-commerce order,
 * resubmitting a rejected one, the order change, the messages, the receipt note, and marking a
 * sub-order read when its detail opens.
 */
export const orderExtrasFeature: CoreFeature = {
  name: 'order-extras',
  module: orderExtrasModule,
  contribute(ctx) {
    const ids = CoreIds.orderExtras;
    ctx.contribute(
      orderListActions,
      { id: ids.headerSupplementary, order: 1, component: HeaderSupplementaryLink },
      { id: ids.ecConfirm, order: 6, when: (o) => o.ecPlatformCode !== 'CATA' && o.mallOrderStatus === 'WAITING_RECEIPT', component: EcConfirmAction },
      { id: ids.resubmit, order: 25, when: (o) => o.mallOrderStatus === 'REJECT', component: ResubmitAction },
      { id: ids.orderChange, order: 26, when: (o) => (CHANGEABLE_ORDER_STATUSES as readonly string[]).includes(o.mallOrderStatus), component: OrderChangeAction },
      { id: ids.messages, order: 65, component: OrderMessagesAction },
      { id: ids.receivePrint, order: 66, when: (o) => o.lines.some((l) => l.subStatus === 'FINISH') && o.ecPlatformCode === 'CATA', component: ReceivePrintAction },
    );
    ctx.contribute(orderLineExtrasSlot, { id: ids.lineSupplementary, component: LineSupplementaryLink });
    ctx.contribute(orderDetailHeaderSlot, { id: ids.markRead, component: MarkRead });
    ctx.contribute(
      messages,
      { id: 'core.messages.order-extras.en', locale: 'en_US', load: () => import('./order-extras-messages.en') },
      { id: 'core.messages.order-extras.zh', locale: 'zh_CN', load: () => import('./order-extras-messages.zh') },
    );
  },
};
