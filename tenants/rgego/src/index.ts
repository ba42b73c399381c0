import { definePlugin, messages, orderSubmitValidators } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { minimumPriceRemark } from './minimum-price-remark';
import { rgegoMessagesEn, rgegoMessagesZh } from './rgego-messages';

/** RGEGO (spec 3): a line that is not the minimum price needs a remark before the order is submitted. */
export default definePlugin({
  id: '@mall-tenant/rgego',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    ctx.contribute(orderSubmitValidators, minimumPriceRemark);
    ctx.contribute(messages, rgegoMessagesZh, rgegoMessagesEn);
  },
});
