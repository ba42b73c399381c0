import { cartFooterSlot, definePlugin, messages, orderSubmitValidators } from '@mall/sdk';
import genericBudgetDimensions from '@mall-plugin/generic-budget-dimensions';
import { dependencies, version } from '../package.json';
import { MinimumPriceNote } from './minimum-price-note';
import { minimumPriceRemark } from './minimum-price-remark';
import { rgegoMessagesEn, rgegoMessagesZh } from './rgego-messages';

/**
 * RGEGO (spec 3): a line that is not the minimum price needs a remark before the order is
 * submitted, and the cart footer says how many selected lines will need one. Budget rows use
 * the generic dimension set (unit, cost centre, category, expense type) of the shared plugin
 * it `uses`: spec 3 gives that set to "another customisation" and RGEGO has no set of its own.
 */
export default definePlugin({
  id: '@mall-tenant/rgego',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  uses: [genericBudgetDimensions],
  register(ctx) {
    ctx.contribute(orderSubmitValidators, minimumPriceRemark);
    ctx.contribute(cartFooterSlot, { id: 'rgego.cart.minimum-price-note', order: 50, component: MinimumPriceNote });
    ctx.contribute(messages, rgegoMessagesZh, rgegoMessagesEn);
  },
});
