import { expectTypeOf } from 'vitest';
import type { ComponentType } from 'react';
import {
  budgetDimensions,
  cartFooterSlot,
  CartViewToken,
  useMallService,
  cartQuantityRule,
  cartSelectionRules,
  definePlugin,
  orderSubmitValidators,
  routes,
  type BudgetRowDefaultsContext,
  type CartExtraColumn,
  type CartFooterSlotProps,
  type CartViewProps,
  type FieldRow,
  type HttpClient,
  type CartSelectionRule,
  type ContributionOf,
  type MessageRef,
  type PluginContext,
  type ValidationOutcome,
} from './index';

// A breaking change to the contract plugins are written against fails these.

expectTypeOf<ContributionOf<typeof cartSelectionRules>>().toEqualTypeOf<CartSelectionRule>();
expectTypeOf<ReturnType<CartSelectionRule['check']>>().toEqualTypeOf<MessageRef | undefined>();
expectTypeOf<ContributionOf<typeof cartFooterSlot>['component']>().parameter(0).toEqualTypeOf<CartFooterSlotProps>();
expectTypeOf(useMallService(CartViewToken)).toEqualTypeOf<ComponentType<CartViewProps>>();
// @ts-expect-error an extra cart column needs its title key and cell
export const incompleteColumn: CartExtraColumn = { key: 'x' };
expectTypeOf<BudgetRowDefaultsContext['http']>().toEqualTypeOf<HttpClient>();
expectTypeOf<ContributionOf<typeof budgetDimensions>['rowDefaults']>().toEqualTypeOf<((ctx: BudgetRowDefaultsContext) => Promise<FieldRow>) | undefined>();

definePlugin({
  id: 'type-test',
  sdk: '^1.0.0',
  register(ctx) {
    expectTypeOf(ctx).toEqualTypeOf<PluginContext>();
    ctx.contribute(cartSelectionRules, { id: 'ok', check: () => undefined });
    // @ts-expect-error a selection rule must have check()
    ctx.contribute(cartSelectionRules, { id: 'no-check' });
    // @ts-expect-error a route needs a path, a layout and a lazy page
    ctx.contribute(routes, { id: '/x' });
    // replace may omit the id: it is the target's
    ctx.replace(cartQuantityRule, 'core.cart.quantity', { range: () => ({ min: 1, max: 2, step: 1, precision: 0 }), decide: (_l, v) => ({ value: v }) });
    ctx.settings({ pageJump: 'NO_JUMP' });
    // @ts-expect-error settings are typed
    ctx.settings({ pageJump: 'SIDEWAYS' });
    ctx.contribute(orderSubmitValidators, {
      id: 'async',
      validate: async (input) => {
        expectTypeOf(input.orders[0]!.shoppingCartDTOList[0]!.currencyCode).toEqualTypeOf<string>();
        return [] as ValidationOutcome[];
      },
    });
  },
});

// @ts-expect-error a plugin must state the SDK range it was written against
definePlugin({ id: 'no-range', register: () => undefined });
