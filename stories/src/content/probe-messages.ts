import type { PluginHost } from '@mall/core';
import type { BudgetDimensions, CartLine, CartQuantityRule, CartSelectionRule, CompanyOrderHeader, MessageRef, OrderSubmitValidator } from '@mall/sdk';
import { probeLine, probeRow, sampleContext, samplePanelContext } from './sample-context';

/** What running a rule on sample data showed: the messages it returned, or why it could not run. */
export interface ProbeResult {
  readonly messages: readonly MessageRef[];
  readonly failure?: string;
}

function probe(run: () => readonly (MessageRef | undefined)[]): ProbeResult {
  try {
    const seen = new Map<string, MessageRef>();
    for (const m of run()) if (m && !seen.has(m.key)) seen.set(m.key, m);
    return { messages: [...seen.values()] };
  } catch (error) {
    return { messages: [], failure: error instanceof Error ? error.message : String(error) };
  }
}

/** A selection rule asked about a candidate that differs from the selected line in every value. */
export function probeSelectionRule(rule: CartSelectionRule, host: PluginHost): ProbeResult {
  return probe(() => [rule.check([probeLine('selected')], probeLine('candidate'), sampleContext(host))]);
}

/** A budget dimension set's row check on an empty row, and its table check on two equal rows. */
export function probeBudgetValidators(dimensions: BudgetDimensions, host: PluginHost): ProbeResult {
  const ctx = samplePanelContext(host);
  return probe(() => [
    ...(dimensions.validateRow?.({}, 0, ctx) ?? []).map((e) => e.message),
    ...(dimensions.validateRow?.(probeRow('row'), 0, ctx) ?? []).map((e) => e.message),
    ...(dimensions.validateTable?.([probeRow('row'), probeRow('row')], ctx) ?? []).map((e) => e.message),
    ...(dimensions.canBatch ? [dimensions.canBatch([probeLine('a'), probeLine('b')], ctx)] : []),
  ]);
}

/**
 * An order the buyer left empty where the server asks for values: one line, nothing filled in,
 * remark, whole-order flag and request type required.
 */
export const emptyOrder: CompanyOrderHeader = { key: 'sample', remarkRequired: 1, wholeOrderFlagRequired: 1, prTypeIdRequired: 1, shoppingCartDTOList: [{} as CartLine] };

/**
 * A submit validator over {@link emptyOrder}. Validators may be asynchronous (a server check);
 * the catalogue has no server (`ctx.http` is absent), so such a check is skipped.
 */
export async function probeSubmitValidator(validator: OrderSubmitValidator, host: PluginHost): Promise<ProbeResult> {
  try {
    const outcomes = await validator.validate({ orders: [emptyOrder] }, sampleContext(host));
    return probe(() => outcomes.map((o) => o.message));
  } catch (error) {
    return { messages: [], failure: error instanceof Error ? error.message : String(error) };
  }
}

/** A line sold in packs of 3, at least 3: enough to meet every refusal of a quantity rule. */
const packedLine = { cartId: 1, quantity: 3, minPurchaseQuantity: 3, minPackageQuantity: 3, unitPrice: 10, currencyCode: 'CNY' } as unknown as CartLine;

/** A quantity rule deciding a cleared entry, a zero, and an entry off the pack size. */
export function probeQuantityRule(rule: CartQuantityRule, host: PluginHost): ProbeResult {
  const ctx = sampleContext(host);
  return probe(() => [undefined, 0, 4].map((entered) => rule.decide(packedLine, entered, 3, ctx).error));
}
