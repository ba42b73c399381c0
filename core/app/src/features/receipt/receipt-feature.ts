import { CoreIds, messages, orderDetailHeaderSlot, orderLineExtrasSlot, orderListActions, receiptSubmitValidators } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { isReceivable, ReceiptAction } from './components/receipt-action';
import { receiptModule } from './module';
import { receiptSubmitRules } from './receipt-rules';
import { lazyComponent } from '../../shell/lazy-component';

// The logistics link and the detail's notices (antd Alert) are fetched with My orders, not the entry.
const LogisticsLink = lazyComponent(() => import('./components/logistics-link').then((m) => m.LogisticsLink));
const ElsewhereNotices = lazyComponent(() => import('./components/elsewhere-notices').then((m) => m.ElsewhereNotices));

/**
 * Goods receipt with receive-to-stock and logistics (spec 2 sections 2, 4, 5): contributed to
 * My orders' points like any plugin would (the receipt action, the logistics link of a line, the
 * order detail's notices), and core's receipt rules as receipt submit validators.
 */
export const receiptFeature: CoreFeature = {
  name: 'receipt',
  module: receiptModule,
  contribute(ctx) {
    ctx.contribute(orderListActions, { id: CoreIds.receipt.action, order: 5, when: isReceivable, component: ReceiptAction });
    ctx.contribute(orderLineExtrasSlot, { id: CoreIds.receipt.logisticsLink, component: LogisticsLink });
    ctx.contribute(orderDetailHeaderSlot, { id: CoreIds.receipt.elsewhereNotices, component: ElsewhereNotices });
    ctx.contribute(receiptSubmitValidators, ...receiptSubmitRules);
    ctx.contribute(
      messages,
      { id: 'core.messages.receipt.en', locale: 'en_US', load: () => import('./receipt-messages.en') },
      { id: 'core.messages.receipt.zh', locale: 'zh_CN', load: () => import('./receipt-messages.zh') },
    );
  },
};
