import type { CompanyOrderHeader } from '@mall/domain';
import { orderSubmitValidators, type OrderSubmitContext, type ValidationOutcome } from '@mall/sdk';
import { runValidators, type PluginHost } from '../../../platform/plugin-host';

/**
 * Runs the `order.submit-validators` contributions over the orders being submitted. `ctx.http`,
 * when the caller gives it, lets a validator make its server check.
 */
export function runOrderValidators(host: Pick<PluginHost, 'get' | 'explain'>, ctx: OrderSubmitContext, orders: readonly CompanyOrderHeader[]): Promise<ValidationOutcome[]> {
  return runValidators(host, orderSubmitValidators, { orders }, ctx, 'order.validator.failed');
}
