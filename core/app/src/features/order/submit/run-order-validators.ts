import type { CompanyOrderHeader } from '@mall/domain';
import { msg, orderSubmitValidators, type OrderSubmitContext, type ValidationOutcome } from '@mall/sdk';
import type { PluginHost } from '../../../platform/plugin-host';

/**
 * Runs every effective `order.submit-validators` contribution (core's and the tenant's, minus
 * the disabled ones), awaiting the asynchronous ones, and stamps each outcome with the rule
 * and plugin that spoke. A validator that throws blocks the submit with its rule named, rather
 * than letting an order through unchecked. `ctx.http`, when the caller gives it, lets a
 * validator make its server check.
 */
export async function runOrderValidators(host: Pick<PluginHost, 'get' | 'explain'>, ctx: OrderSubmitContext, orders: readonly CompanyOrderHeader[]): Promise<ValidationOutcome[]> {
  const sources = host.explain(orderSubmitValidators.id);
  const results = await Promise.all(
    host.get(orderSubmitValidators).map(async (validator) => {
      const pluginId = sources.find((s) => s.id === validator.id)?.pluginId ?? 'unknown';
      try {
        const outcomes = await validator.validate({ orders }, ctx);
        return outcomes.map((o) => ({ ...o, ruleId: validator.id, pluginId }));
      } catch {
        return [{ level: 'error', message: msg('order.validator.failed', { rule: validator.id }), target: { kind: 'submit' }, ruleId: validator.id, pluginId } satisfies ValidationOutcome];
      }
    }),
  );
  return results.flat();
}
