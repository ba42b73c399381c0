import { definePlugin, messages, orderHeaderExtrasSlot, orderSubmitValidators, topBarMenu } from '@mall/sdk';
import centralisedBuying from '@mall-plugin/centralised-buying';
import { dependencies, version } from '../package.json';
import { balanceCheck } from './balance-check';
import { CompanyPayInfo } from './company-pay-info';
import { financialMessagesEn, financialMessagesZh } from './financial-messages';
import { financialSharingLink } from './financial-sharing-link';

/**
 * The financial group (spec 3; shared/TENANTS.md): the top-bar financial-sharing link when the
 * jump call returns a transferUrl, centralised group buying (the shared plugin it `uses`), the
 * balance check of payment method 4 with catalogue goods, and each order's company pay info.
 */
export default definePlugin({
  id: '@mall-tenant/financial-group',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  uses: [centralisedBuying],
  register(ctx) {
    ctx.contribute(topBarMenu, financialSharingLink);
    // Catalogue orders offer the payment method, so method 4 (and its balance check) can be chosen for them.
    ctx.settings({ cataloguePaymentMethod: true });
    ctx.contribute(orderSubmitValidators, balanceCheck);
    ctx.contribute(orderHeaderExtrasSlot, { id: 'financial-group.order.company-pay-info', component: CompanyPayInfo });
    ctx.contribute(messages, financialMessagesZh, financialMessagesEn);
  },
});
