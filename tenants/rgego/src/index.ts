import { definePlugin, messages, orderSubmitValidators } from '@mall/sdk';
import { version } from '../package.json';
import { minimumPriceRemark } from './minimum-price-remark';
import { rgegoMessagesEn, rgegoMessagesZh } from './rgego-messages';

/** RGEGO (spec 3): a line that is not the minimum price needs a remark before the order is submitted. */
export default definePlugin({
  id: '@mall-tenant/rgego',
  version,
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(orderSubmitValidators, minimumPriceRemark);
    ctx.contribute(messages, rgegoMessagesZh, rgegoMessagesEn);
  },
});
