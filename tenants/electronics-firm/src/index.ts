import { cartSettleValidators, definePlugin, messages, orderSubmitValidators, productDetailAsideSlot } from '@mall/sdk';
import sameProductFeedback from '@mall-plugin/same-product-feedback';
import { dependencies, version } from '../package.json';
import { CompatibleMachines } from './compatible-machines';
import { electronicsMessagesEn, electronicsMessagesZh } from './electronics-messages';
import { expiringGoods } from './expiring-goods';
import { PriceHistory } from './price-history';
import { taxIncludedWarning } from './tax-included-warning';

/**
 * The electronics firm (CALB; TENANTS.md): same-product feedback (the shared plugin it `uses`),
 * the compatible-machine configuration drawer and the price history chart beside the product
 * detail, the fixed-asset / CE number confirm on orders of 2500 or more tax included, and the
 * confirm on settling goods that expire in under 45 days (cancel re-sorts the cart).
 */
export default definePlugin({
  id: '@mall-tenant/electronics-firm',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  uses: [sameProductFeedback],
  register(ctx) {
    ctx.contribute(orderSubmitValidators, taxIncludedWarning);
    ctx.contribute(cartSettleValidators, expiringGoods);
    ctx.contribute(
      productDetailAsideSlot,
      { id: 'electronics-firm.product-detail.compatible-machines', order: 70, component: CompatibleMachines },
      { id: 'electronics-firm.product-detail.price-history', order: 80, component: PriceHistory },
    );
    ctx.contribute(messages, electronicsMessagesZh, electronicsMessagesEn);
  },
});
