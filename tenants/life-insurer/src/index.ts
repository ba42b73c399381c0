import { definePlugin, messages, orderSubmitValidators } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { insurerMessagesEn, insurerMessagesZh } from './insurer-messages';
import { INSURER_HIDDEN_FIELD, insurerFields } from './line-extras';
import { sanctionCheck } from './sanction-check';
import { insurerSubmitValidators } from './submit-validators';

/**
 * The life insurer (spec 3): ruling / sanction number line extras on cart and order lines,
 * their submit checks (the sanction number against the tenant's server entry), the supplier
 * remark and requirement date limits, and 5 MB attachments.
 */
export default definePlugin({
  id: '@mall-tenant/life-insurer',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    insurerFields(ctx);
    // Its requirement date (attributeDate1) is the line's one date field: core's needed date is hidden.
    ctx.settings({ hiddenFields: [INSURER_HIDDEN_FIELD] });
    ctx.contribute(orderSubmitValidators, ...insurerSubmitValidators, sanctionCheck);
    ctx.contribute(messages, insurerMessagesZh, insurerMessagesEn);
  },
});

export { ATTACHMENT_MAX_BYTES } from './line-extras';
export { SUPPLIER_REMARK_MAX } from './submit-validators';
