import { receiptSubmitValidators, type OrderSubmitContext, type ReceiptSubmitInput, type ValidationOutcome } from '@mall/sdk';
import { runValidators, type PluginHost } from '../../platform/plugin-host';

/** Runs the `receipt.submit-validators` contributions (core's receipt rules and the tenant's) over a receipt. */
export function runReceiptValidators(host: Pick<PluginHost, 'get' | 'explain'>, ctx: OrderSubmitContext, input: ReceiptSubmitInput): Promise<ValidationOutcome[]> {
  return runValidators(host, receiptSubmitValidators, input, ctx, 'receipt.validator.failed');
}
