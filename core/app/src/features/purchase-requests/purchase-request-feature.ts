import { canCancelRequest, statusesAllowing } from '@mall/domain';
import { CoreIds, messages, requestListActions, routes } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { lazyComponent } from '../../shell/lazy-component';
import { myRequestPermission } from './components/request-actions';
import { purchaseRequestsModule } from './module';

const BuyAgainAction = lazyComponent(() => import('./actions/request-to-cart').then((m) => m.BuyAgainAction));

// The change actions' confirmations (Modal, Checkbox) come with My requests, not the entry.
const changeActions = () => import('./actions/request-change-actions');
const CancelAction = lazyComponent(() => changeActions().then((m) => m.CancelAction));
const CancelLinesAction = lazyComponent(() => changeActions().then((m) => m.CancelLinesAction));
const CancelRequestAction = lazyComponent(() => changeActions().then((m) => m.CancelRequestAction));
const CopyAction = lazyComponent(() => changeActions().then((m) => m.CopyAction));
const CreateAction = lazyComponent(() => changeActions().then((m) => m.CreateAction));
const ReEditAction = lazyComponent(() => changeActions().then((m) => m.ReEditAction));
const WithdrawAction = lazyComponent(() => changeActions().then((m) => m.WithdrawAction));
// The record actions' dialogs (antd Timeline, which brings Steps) come with My requests, not the entry.
const recordActions = () => import('./actions/request-record-actions');
const DocumentFlowAction = lazyComponent(() => recordActions().then((m) => m.DocumentFlowAction));
const ApprovalRecordAction = lazyComponent(() => recordActions().then((m) => m.ApprovalRecordAction));
const OaLinkAction = lazyComponent(() => recordActions().then((m) => m.OaLinkAction));
const addPurchase = () => import('./pages/add-purchase-page');
const myRequest = () => import('./pages/my-request-page');

/** The route permission of /add-purchase (spec 1 sections 2 and 6) and of My requests (spec 3 section 2), as the platform seed names them. */
export const ADD_PURCHASE_PERMISSION = 'add-purchase';
export const MY_REQUEST_PERMISSION = 'mall.my-mall.my-request';

/** Manual purchase requests: /add-purchase and My requests (spec 1 section 2; spec 2 sections 3, 4, 6, 7). */
export const purchaseRequestsFeature: CoreFeature = {
  name: 'purchase-requests',
  module: purchaseRequestsModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/add-purchase', path: '/add-purchase', layout: 'main', load: addPurchase, titleKey: 'purchase-request.title', permissions: [ADD_PURCHASE_PERMISSION] },
      { id: '/my-request', path: '/my-request', layout: 'main', load: myRequest, titleKey: 'my-request.title', permissions: [MY_REQUEST_PERMISSION] },
      { id: '/sigl/my-request', path: '/sigl/my-request', layout: 'sigl', load: myRequest, titleKey: 'my-request.title', permissions: [MY_REQUEST_PERMISSION] },
    );
    // Core's own actions go through the point, so a tenant adds, replaces or disables one by id.
    // Each shows only in the statuses the domain lets it act on; 'cancel request' only for a status none of the seven.
    const ids = CoreIds.myRequests;
    const cancellable = statusesAllowing('cancel');
    const linesCancellable = statusesAllowing('cancel-lines');
    ctx.contribute(
      requestListActions,
      { id: ids.create, place: 'toolbar', order: 0, permission: myRequestPermission('create'), component: CreateAction },
      { id: ids.reEdit, order: 10, permission: myRequestPermission('re-edit'), when: (r) => r.mallManualRequestStatus === 'NEW', component: ReEditAction },
      { id: ids.copy, order: 20, permission: myRequestPermission('copy'), component: CopyAction },
      { id: ids.withdraw, order: 30, permission: myRequestPermission('submit-withdraw'), when: (r) => r.mallManualRequestStatus === 'SUBMITTED', component: WithdrawAction },
      { id: ids.cancel, order: 40, permission: myRequestPermission('cancel'), when: (r) => cancellable.includes(r.mallManualRequestStatus), component: CancelAction },
      { id: ids.cancelLines, order: 50, permission: myRequestPermission('cancel-lines'), when: (r) => linesCancellable.includes(r.mallManualRequestStatus), component: CancelLinesAction },
      { id: ids.cancelRequest, order: 60, permission: myRequestPermission('cancel-request'), when: (r) => canCancelRequest(r.mallManualRequestStatus), component: CancelRequestAction },
      { id: ids.documentFlow, order: 70, permission: myRequestPermission('document-flow'), component: DocumentFlowAction },
      { id: ids.approvalRecord, order: 80, permission: myRequestPermission('approval-record'), component: ApprovalRecordAction },
      {
        id: ids.buyAgain,
        order: 90,
        permission: myRequestPermission('import-to-cart'),
        when: (r) => r.mallRequestEntryViewVOList.some((e) => e.productId !== undefined && e.cancelStatus !== 'CANCELED'),
        component: BuyAgainAction,
      },
      { id: ids.oaLink, order: 100, when: (r) => !!r.attributeLongtext10, component: OaLinkAction },
    );
    ctx.contribute(
      messages,
      { id: 'core.messages.purchase-requests.en', locale: 'en_US', load: () => import('./purchase-request-messages.en') },
      { id: 'core.messages.purchase-requests.zh', locale: 'zh_CN', load: () => import('./purchase-request-messages.zh') },
    );
  },
};
