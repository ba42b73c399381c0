import type { CartLine, CartSelectionRule, MallContext, MessageRef } from '@mall/sdk';

/** Where a rule came from, from `host.explain('cart.selection-rules')`. */
export interface RuleSource {
  readonly id: string;
  readonly pluginId: string;
}

/** A refused selection: the message and which rule of which plugin refused it. */
export interface SelectionRefusal {
  readonly cartId: number;
  readonly message: MessageRef;
  readonly ruleId: string;
  readonly pluginId: string;
}

/** Runs every effective rule in order; the first refusal stops the selection. */
export function checkSelection(
  rules: readonly CartSelectionRule[],
  sources: readonly RuleSource[],
  selected: readonly CartLine[],
  candidate: CartLine,
  ctx: MallContext,
): SelectionRefusal | undefined {
  for (const rule of rules) {
    const message = rule.check(selected, candidate, ctx);
    if (message) return { cartId: candidate.cartId, message, ruleId: rule.id, pluginId: sources.find((s) => s.id === rule.id)?.pluginId ?? 'unknown' };
  }
  return undefined;
}
