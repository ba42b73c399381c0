import { definePlugin, messages, productDetailAsideSlot } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { FeedbackButton } from './feedback-button';
import { feedbackMessagesEn, feedbackMessagesZh } from './feedback-messages';

/**
 * Shared plugin: same-product (same-SKU) feedback on the product detail, its modal and states
 * (spec 3 sections 2, 3, 4, 7). Tenants switch it on through `uses` and spread its server entry
 * (`@mall-plugin/same-product-feedback/server`) into theirs.
 */
const sameProductFeedback = definePlugin({
  id: '@mall-plugin/same-product-feedback',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    ctx.contribute(productDetailAsideSlot, { id: 'same-product-feedback.product-detail.button', order: 60, component: FeedbackButton });
    ctx.contribute(messages, feedbackMessagesZh, feedbackMessagesEn);
  },
});

export default sameProductFeedback;
export { buttonFor, isReadOnly, FEEDBACK_STATUSES, RESULT_STATUSES, FEEDBACK_TYPE_LOOKUP, FEEDBACK_REMARK_MAX } from './feedback-status';
export type { FeedbackRecord, FeedbackStatus, FeedbackButton as FeedbackButtonKind } from './feedback-status';
