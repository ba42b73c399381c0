import { messages, routes } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { purchaseRequestsModule } from './module';
import { purchaseRequestMessagesEn, purchaseRequestMessagesZh } from './purchase-request-messages';

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
    ctx.contribute(
      messages,
      { id: 'core.messages.purchase-requests.en', locale: 'en_US', messages: purchaseRequestMessagesEn },
      { id: 'core.messages.purchase-requests.zh', locale: 'zh_CN', messages: purchaseRequestMessagesZh },
    );
  },
};
