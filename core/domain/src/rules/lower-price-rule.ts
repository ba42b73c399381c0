import type { PricingRule } from '../entities';

export type LowerPriceOutcome = 'NoRule' | 'WeakRule' | 'StrongRule';

/**
 * lowestPriceRule 1 is a weak rule (confirm, the buyer may go on), 2 a strong one (blocked,
 * pick the cheaper item). A rule switched off by lowestPriceFlag 0, or no cheaper item, is NoRule.
 */
export function lowerPriceRule(rule: PricingRule, cheaperItemExists = true): LowerPriceOutcome {
  if (!cheaperItemExists || rule.lowestPriceFlag === 0) return 'NoRule';
  if (rule.lowestPriceRule === 1) return 'WeakRule';
  if (rule.lowestPriceRule === 2) return 'StrongRule';
  return 'NoRule';
}
