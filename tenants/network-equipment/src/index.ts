import { cartSelectionRules, definePlugin, messages, orderSubmitValidators } from '@mall/sdk';
import { exportToPr } from '@mall-plugin/export-to-pr';
import { dependencies, version } from '../package.json';
import { jdVsNonJd } from './jd-rule';
import { networkMessagesEn, networkMessagesZh } from './network-messages';
import { addressNote, externalStock, failedSamples, invoiceMismatch } from './submit-confirms';

/**
 * The network-equipment firm (spec 3; shared/TENANTS.md): export to purchase request with the
 * budget department locked to the buyer's unit (the shared plugin it `uses`), JD and non-JD
 * items never together, and on submit the IT / cost-centre address note (continuing moves the
 * IT lines there), the external stock, failed compatibility sample and JD invoice address
 * confirmations, each listing what it is about.
 */
export default definePlugin({
  id: '@mall-tenant/network-equipment',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  uses: [exportToPr({ lockBudgetDepartment: true })],
  register(ctx) {
    ctx.contribute(cartSelectionRules, jdVsNonJd);
    ctx.contribute(orderSubmitValidators, addressNote, externalStock, failedSamples, invoiceMismatch);
    ctx.contribute(messages, networkMessagesZh, networkMessagesEn);
  },
});
