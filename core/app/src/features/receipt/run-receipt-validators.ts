import { msg, receiptSubmitValidators, type OrderSubmitContext, type ReceiptSubmitInput, type ValidationOutcome } from '@mall/sdk';
import type { PluginHost } from '../../platform/plugin-host';

/**
 * Runs every effective `receipt.submit-validators` contribution (core's and the tenant's),
 * stamped with the rule and plugin that spoke; a validator that throws blocks the receipt with
 * its rule named rather than letting the receipt through unchecked.
 */
export async function runReceiptValidators(host: Pick<PluginHost, 'get' | 'explain'>, ctx: OrderSubmitContext, input: ReceiptSubmitInput): Promise<ValidationOutcome[]> {
  const sources = host.explain(receiptSubmitValidators.id);
  const results = await Promise.all(
    host.get(receiptSubmitValidators).map(async (validator) => {
      const pluginId = sources.find((s) => s.id === validator.id)?.pluginId ?? 'unknown';
      try {
        return (await validator.validate(input, ctx)).map((o) => ({ ...o, ruleId: validator.id, pluginId }));
      } catch {
        return [{ level: 'error', message: msg('receipt.validator.failed', { rule: validator.id }), target: { kind: 'submit' }, ruleId: validator.id, pluginId } satisfies ValidationOutcome];
      }
    }),
  );
  return results.flat();
}
