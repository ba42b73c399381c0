import { cartFooterSlot, cartSelectionRules, definePlugin, messages, myMallMenu, orderSubmitValidators, routes, settings } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { approvalWarning } from './approval-warning';
import { APPROVALS_PAGE, APPROVER_PERMISSION } from './approver';
import { basketSetting } from './centralised-status';
import { centralisedMessagesEn, centralisedMessagesZh } from './centralised-messages';
import { generalVsGroupBuying } from './group-buying-rule';
import { RelationActions } from './relation-actions';

/**
 * Shared plugin: centralised (group) buying (spec 3 sections 4-6): general and group-buying
 * goods are never selected together, the selected group-buying lines show the demander's
 * status and offer the relation actions in the cart footer, and an order-type basket
 * (setting `centralisedBasket: 'ORDER'`) is asked to confirm lines still in approval. An
 * approver (permission `mall.centralised-buying.approvals`) finds the demands to approve or
 * reject in My Mall.
 * Tenants switch it on through `uses`; its server side is `./server`.
 */
const centralisedBuying = definePlugin({
  id: '@mall-plugin/centralised-buying',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    ctx.contribute(settings, basketSetting);
    ctx.contribute(cartSelectionRules, generalVsGroupBuying);
    ctx.contribute(orderSubmitValidators, approvalWarning);
    ctx.contribute(cartFooterSlot, { id: 'centralised-buying.cart.relation-actions', order: 60, component: RelationActions });
    ctx.contribute(messages, centralisedMessagesZh, centralisedMessagesEn);
    const approvals = { permissions: [APPROVER_PERMISSION], titleKey: 'centralised-buying.approvals.title' };
    ctx.contribute(routes, { id: APPROVALS_PAGE, path: APPROVALS_PAGE, layout: 'main', load: () => import('./approvals-page'), ...approvals });
    ctx.contribute(myMallMenu, {
      id: 'centralised-buying.menu.approvals',
      group: 'my-mall',
      order: 90,
      labelKey: 'centralised-buying.menu.approvals',
      path: APPROVALS_PAGE,
      permission: APPROVER_PERMISSION,
    });
  },
});

export default centralisedBuying;
export { demanderView, isGroupBuying, isInApproval, actionAllowed, relationPath, RELATION_ACTIONS, GROUP_BUYING_LABEL } from './centralised-status';
export { APPROVALS_PAGE, APPROVER_PERMISSION } from './approver';
export type { ApprovalRow } from './approver';
export type { CentralisedStatus, CentralisedLineFields, RelationAction } from './centralised-status';
