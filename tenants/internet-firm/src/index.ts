import openCart from '@mall-plugin/open-cart';
import { cartSelectionRules, cartSettleValidators, definePlugin, messages, orderListActions, orderSubmitValidators, topBarLinksSlot } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { collectionApartRule, collectionApprovalConfirm, collectionOaConfirm } from './collection-use-rules';
import { internetMessagesEn, internetMessagesZh } from './internet-messages';
import { awaitsPayment, PayInPage } from './pay-in-page';
import { WalletLink } from './wallet-link';

/**
 * The internet-firm tenant (spec 3): buys through its requisition system (the open-cart
 * punch-out plugin, whose embedded order modal also shows the pay-url page); collection-use
 * goods apart from purchase goods, confirmed as OA requests and against the approval condition;
 * 'My wallet' in the top bar when the wallet-transfer call gives a URL; orders waiting for payment
 * pay in the embedded page (pay-url), whose cancel cancels the batch.
 */
export default definePlugin({
  id: '@mall-tenant/internet-firm',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  uses: [openCart],
  register(ctx) {
    ctx.contribute(cartSelectionRules, collectionApartRule);
    ctx.contribute(cartSettleValidators, collectionOaConfirm);
    ctx.contribute(orderSubmitValidators, { ...collectionApprovalConfirm, order: 200 });
    ctx.contribute(topBarLinksSlot, { id: 'internet-firm.top-bar.my-wallet', order: 50, component: WalletLink });
    ctx.contribute(orderListActions, { id: 'internet-firm.my-orders.pay-in-page', order: 5, when: awaitsPayment, component: PayInPage });
    ctx.contribute(messages, internetMessagesZh, internetMessagesEn);
  },
});

export { collectionApartRule, collectionApprovalConfirm, collectionOaConfirm, DEFAULT_COLLECTION_APPROVAL_LIMIT, isCollectionUse } from './collection-use-rules';
export { WalletLink, WALLET_TRANSFER_PATH } from './wallet-link';
export { PayInPage, PAY_URL_PATH, awaitsPayment } from './pay-in-page';
