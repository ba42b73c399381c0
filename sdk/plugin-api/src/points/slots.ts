import type { CartLine, CompanyOrderHeader } from '@mall/domain';
import type { ComponentType } from 'react';
import { defineExtensionPoint, type Contribution, type ExtensionPoint } from '../extension-point';

/**
 * A component rendered at a named place. Each renders inside its own error boundary: a slot
 * that throws is replaced by nothing and reported, the page goes on.
 * @public
 */
export interface SlotContribution<P> extends Contribution {
  readonly component: ComponentType<P>;
}

/** Props of `slots.cart.footer`. @public */
export interface CartFooterSlotProps {
  readonly lines: readonly CartLine[];
  readonly selected: readonly CartLine[];
}
/** Props of `slots.product-detail.aside`. @public */
export interface ProductDetailAsideSlotProps {
  readonly productId: number;
  readonly sourceFrom: string;
}
/** Props of `slots.order.header-extras`. @public */
export interface OrderHeaderExtrasSlotProps {
  readonly order: CompanyOrderHeader;
  readonly index: number;
}
/** Props of `slots.top-bar.extra`. @public */
export type TopBarExtraSlotProps = Record<string, never>;
/**
 * Props of `slots.top-bar.links`: which mall the top bar is in, so a link can point into the
 * enterprise mall (`/`) or the member mall (`/sigl`).
 * @public
 */
export interface TopBarLinksSlotProps {
  readonly home: '/' | '/sigl';
}
/** Props of `slots.top-bar.search`: which mall the top bar is in, so a search opens that mall's pages. @public */
export type TopBarSearchSlotProps = TopBarLinksSlotProps;

function slotPoint<P>(place: string, where: string): ExtensionPoint<SlotContribution<P>> {
  return defineExtensionPoint<SlotContribution<P>>(`slots.${place}`, {
    merge: 'ordered',
    description: `Components rendered ${where}, each inside its own error boundary.`,
    contract: '{ id, order?, component: React.ComponentType<props> }',
  });
}

/** `slots.cart.footer`: buttons and notes in the cart footer. @public */
export const cartFooterSlot = slotPoint<CartFooterSlotProps>('cart.footer', 'in the cart footer, beside the totals');
/** `slots.product-detail.aside`: extras beside the product detail. @public */
export const productDetailAsideSlot = slotPoint<ProductDetailAsideSlotProps>('product-detail.aside', 'beside the product detail');
/** `slots.order.header-extras`: extras in each order header of the pre-submit page. @public */
export const orderHeaderExtrasSlot = slotPoint<OrderHeaderExtrasSlotProps>('order.header-extras', 'in each order header of the pre-submit page');
/** `slots.top-bar.extra`: extras at the right of the top bar. @public */
export const topBarExtraSlot = slotPoint<TopBarExtraSlotProps>('top-bar.extra', 'at the right end of the top bar');
/**
 * `slots.top-bar.links`: quick links in the top bar's link row (beside My Mall, the cart and
 * the messages), for links that need their own component: a count, a check before showing, a
 * dialog. Plain links that are only a URL use `menus.top-bar`.
 * @public
 */
export const topBarLinksSlot = slotPoint<TopBarLinksSlotProps>('top-bar.links', "in the top bar's quick-link row");
/**
 * `slots.top-bar.search`: the search in the middle of the top bar, on every page. Core's
 * catalogue search is contributed here by the home feature, so the shell depends on no feature
 * and a tenant can replace or disable it by id.
 * @public
 */
export const topBarSearchSlot = slotPoint<TopBarSearchSlotProps>('top-bar.search', 'in the middle of the top bar, between the mall name and the links');
