import { CoreIds, cartQuantityRule, cartSelectionRules, type CartQuantityRule, type CartSelectionRule } from '@mall/sdk';
import { cartQuantityRange, checkSameCurrency, decideCartQuantity } from '@mall/domain';
import type { CoreFeature } from '../core-feature';

/** Spec 1 section 5 "Other rules": lines selected together must share one currency. */
export const sameCurrencyRule: CartSelectionRule = {
  id: CoreIds.cart.sameCurrency,
  check: (selected, candidate) => checkSameCurrency(selected, candidate),
};

/**
 * Spec 1 section 5 "Cart quantity": required, minimum purchase, minimum package, unit-precision
 * step, and the caps that keep the old value: the line's purchase limit (`purchaseQuantityLimit`,
 * which the domain rule reads from the line) and floor(maxLineAmount / latest price).
 */
export const quantityRule: CartQuantityRule = {
  id: CoreIds.cart.quantity,
  range: (line, ctx) => cartQuantityRange(line, { maxAmount: ctx.settings.maxLineAmount }),
  decide: (line, entered, previous, ctx) => decideCartQuantity(line, entered, previous, { maxAmount: ctx.settings.maxLineAmount }),
};

export const cartRulesFeature: CoreFeature = {
  name: 'cart-rules',
  contribute(ctx) {
    ctx.contribute(cartSelectionRules, sameCurrencyRule);
    ctx.contribute(cartQuantityRule, quantityRule);
  },
};
