import { cartFooterSlot, cartSelectionRules, definePlugin, messages, orderSubmitValidators, settings } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { approvalWarning } from './approval-warning';
import { basketSetting } from './centralised-status';
import { centralisedMessagesEn, centralisedMessagesZh } from './centralised-messages';
import { generalVsGroupBuying } from './group-buying-rule';
import { RelationActions } from './relation-actions';

/**
 * Shared plugin: centralised (group) buying (spec 3 sections 4-6): general and group-buying
 * goods are never selected together, the selected group-buying lines show the demander's
 * status and offer the relation actions in the cart footer, and an order-type basket
 * (setting `centralisedBasket: 'ORDER'`) is asked to confirm lines still in approval.
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
  },
});

export default centralisedBuying;
export { demanderView, isGroupBuying, isInApproval, actionAllowed, relationPath, RELATION_ACTIONS, GROUP_BUYING_LABEL } from './centralised-status';
export type { CentralisedStatus, CentralisedLineFields, RelationAction } from './centralised-status';
