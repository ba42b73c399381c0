import { CoreIds, messages, orderListActions, orderListColumns, routes } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { myOrderPermission } from './actions/permission-codes';
import { lazyComponent } from '../../shell/lazy-component';
import { canApplyAfterSale, canReviewOrder, isCancellableOrder } from '@mall/domain';
import { myOrdersModule } from './module';

// The line cells (Typography, Tag, the price rules) and the after-sales actions are fetched with My orders, not the entry.
const lineColumns = () => import('./components/line-columns');
const ProductCell = lazyComponent(() => lineColumns().then((m) => m.ProductCell));
const PriceCell = lazyComponent(() => lineColumns().then((m) => m.PriceCell));
const QuantityCell = lazyComponent(() => lineColumns().then((m) => m.QuantityCell));
const AmountCell = lazyComponent(() => lineColumns().then((m) => m.AmountCell));
const StatusCell = lazyComponent(() => lineColumns().then((m) => m.StatusCell));
const afterSales = () => import('./actions/after-sales-actions');
const AfterSalesAction = lazyComponent(() => afterSales().then((m) => m.AfterSalesAction));
const ReviewAction = lazyComponent(() => afterSales().then((m) => m.ReviewAction));

// The change actions (Popconfirm) come with My orders, not the entry.
const changeActions = () => import('./actions/order-change-actions');
const BuyAgainAction = lazyComponent(() => changeActions().then((m) => m.BuyAgainAction));
const CancelAction = lazyComponent(() => changeActions().then((m) => m.CancelAction));
const DetailAction = lazyComponent(() => changeActions().then((m) => m.DetailAction));
// The record actions' modals (timeline, collapse, document flow) are fetched with My orders, not the entry.
const recordActions = () => import('./actions/record-actions');
const DocumentFlowAction = lazyComponent(() => recordActions().then((m) => m.DocumentFlowAction));
const RelatedDocumentsAction = lazyComponent(() => recordActions().then((m) => m.RelatedDocumentsAction));
const ApprovalRecordAction = lazyComponent(() => recordActions().then((m) => m.ApprovalRecordAction));
const ReceiptRecordAction = lazyComponent(() => recordActions().then((m) => m.ReceiptRecordAction));

const myOrders = () => import('./pages/my-orders-page');
const orderDetail = () => import('./pages/order-detail-page');
const saleApply = () => import('./pages/sale-apply-page');
const saleStatus = () => import('./pages/sale-status-page');
const saleDetail = () => import('./pages/sale-detail-page');
const orderComment = () => import('./pages/order-comment-page');

/** The after-sales and review pages, each also under its order service (`oms-`) path. */
const AFTER_ORDER_PAGES = [
  ['/sale-applicat', saleApply, 'after-sales.apply.title'],
  ['/sale-status', saleStatus, 'after-sales.title'],
  ['/sale-detail', saleDetail, 'after-sales.detail.title'],
  ['/order-comment', orderComment, 'review.action'],
] as const;

/** Orders after they are placed: My orders, the order detail, their actions and line columns (spec 2 sections 2, 4, 6). */
export const myOrdersFeature: CoreFeature = {
  name: 'my-orders',
  module: myOrdersModule,
  contribute(ctx) {
    const title = 'my-orders.title';
    ctx.contribute(
      routes,
      { id: '/my-mall/my-order', path: '/my-mall/my-order', layout: 'main', load: myOrders, titleKey: title },
      { id: '/sigl/my-mall/my-order', path: '/sigl/my-mall/my-order', layout: 'sigl', load: myOrders, titleKey: title },
      { id: '/my-order', path: '/my-order', layout: 'main', load: myOrders, titleKey: title },
      // The member mall's My Mall entry 'My orders' is /sigl/my-order.
      { id: '/sigl/my-order', path: '/sigl/my-order', layout: 'sigl', load: myOrders, titleKey: title },
      { id: '/order-detail', path: '/order-detail', layout: 'main', load: orderDetail, titleKey: 'my-orders.detail.title', listed: false },
      { id: '/oms-order-detail', path: '/oms-order-detail', layout: 'main', load: orderDetail, titleKey: 'my-orders.detail.title', listed: false },
      ...AFTER_ORDER_PAGES.flatMap(([path, load, titleKey]) =>
        [path, `/oms-${path.slice(1)}`].map((p) => ({ id: p, path: p, layout: 'main' as const, load, titleKey, listed: false })),
      ),
    );
    // Core's own actions and columns go through the points, so a tenant reorders, replaces or disables them by id.
    const ids = CoreIds.myOrders;
    ctx.contribute(
      orderListActions,
      { id: ids.detail, order: 0, component: DetailAction },
      { id: ids.buyAgain, order: 10, permission: myOrderPermission('buy-again'), component: BuyAgainAction },
      { id: ids.cancel, order: 20, permission: myOrderPermission('cancel'), when: (o) => isCancellableOrder(o.mallOrderStatus), component: CancelAction },
      { id: ids.documentFlow, order: 30, permission: myOrderPermission('document-flow'), component: DocumentFlowAction },
      { id: ids.relatedDocuments, order: 40, permission: myOrderPermission('related-documents'), component: RelatedDocumentsAction },
      { id: ids.approvalRecord, order: 50, permission: myOrderPermission('approval-record'), component: ApprovalRecordAction },
      {
        id: ids.receiptRecord,
        order: 60,
        permission: myOrderPermission('receipt-record'),
        when: (o) => o.lines.some((l) => l.subStatus === 'FINISH' || l.subStatus === 'WAITING_RECEIVE'),
        component: ReceiptRecordAction,
      },
      { id: ids.afterSales, order: 70, when: canApplyAfterSale, component: AfterSalesAction },
      { id: ids.review, order: 80, when: canReviewOrder, component: ReviewAction },
    );
    ctx.contribute(
      orderListColumns,
      { id: ids.productColumn, order: 0, titleKey: 'my-orders.column.product', component: ProductCell },
      { id: ids.priceColumn, order: 10, titleKey: 'my-orders.column.price', width: 120, component: PriceCell },
      { id: ids.quantityColumn, order: 20, titleKey: 'my-orders.column.quantity', width: 110, component: QuantityCell },
      { id: ids.amountColumn, order: 30, titleKey: 'my-orders.column.amount', width: 120, component: AmountCell },
      { id: ids.statusColumn, order: 40, titleKey: 'my-orders.column.status', width: 170, component: StatusCell },
    );
    ctx.contribute(
      messages,
      { id: 'core.messages.my-orders.en', locale: 'en_US', load: () => import('./my-orders-messages.en') },
      { id: 'core.messages.my-orders.zh', locale: 'zh_CN', load: () => import('./my-orders-messages.zh') },
      { id: 'core.messages.after-sales.en', locale: 'en_US', load: () => import('./after-sales-messages.en') },
      { id: 'core.messages.after-sales.zh', locale: 'zh_CN', load: () => import('./after-sales-messages.zh') },
    );
  },
};
