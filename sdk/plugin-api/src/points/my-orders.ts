import type { MallOrder, MallOrderLine } from '@mall/domain';
import type { ComponentType } from 'react';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { SlotContribution } from './slots';

/**
 * What an order action or an order detail slot receives: the order as the list or detail shows
 * it, and `refresh` to reload it after the action changed it (a receipt, a cancel).
 * @public
 */
export interface OrderActionProps {
  readonly order: MallOrder;
  /** Reloads the list (or the detail) and the status counts. */
  readonly refresh: () => void;
  /** Where the action is drawn: a row of My orders or the order detail's header. */
  readonly place: 'list' | 'detail';
}

/**
 * An action of one order in My orders and on the order detail (spec 2 section 6: buy again,
 * cancel, export, document flow, related documents, approval record, receipt record). The
 * component draws its own button (and any drawer it opens) and returns null when the order does
 * not offer it; `permission` gates it like the spec's buttons: a denied code hides the action,
 * or shows it disabled when the code's controllerType is `disabled`.
 * @public
 */
export interface OrderActionContribution extends Contribution {
  /** Permission code of the button, for example `mall.tenant.buying-manage.my-order.button.cancel`. */
  readonly permission?: string;
  /** Whether the order offers the action at all; when false nothing is drawn (default: always). */
  readonly when?: (order: MallOrder) => boolean;
  readonly component: ComponentType<OrderActionProps>;
}

/**
 * `order-list.actions`: the actions beside each order in My orders and on the order detail.
 * Core contributes its actions with the `CoreIds.myOrders` ids; a plugin adds one (a receipt
 * button that opens its drawer), replaces one or disables one by id.
 * @public
 */
export const orderListActions = defineExtensionPoint<OrderActionContribution>('order-list.actions', {
  merge: 'ordered',
  description:
    "Actions of one order in My orders and on the order detail, each a component that draws its button (and its drawer). `when(order)` says whether the order offers it; `permission` gates it (denied: hidden, or disabled when the code's controllerType is disabled). Core contributes buy again, cancel, document flow, related documents, approval record and receipt record with `core.my-orders.*` ids.",
  contract: '{ id, order?, permission?, when?(order) => boolean, component: React.ComponentType<{ order, refresh, place }> }',
});

/**
 * What a line cell of My orders or the order detail receives.
 * @public
 */
export interface OrderLineCellProps {
  readonly order: MallOrder;
  readonly line: MallOrderLine;
  readonly refresh: () => void;
}

/**
 * A column of the order lines in My orders and the order detail. Core's own columns (product,
 * price, quantity, amount, line status) come through here too, so a plugin can reorder, replace
 * or disable them by id.
 * @public
 */
export interface OrderLineColumnContribution extends Contribution {
  /** Message key of the column title. */
  readonly titleKey: string;
  /** Column width in px; the product column takes what is left when absent. */
  readonly width?: number;
  readonly component: ComponentType<OrderLineCellProps>;
}

/**
 * `order-list.columns`: the columns of the order lines in My orders and the order detail.
 * @public
 */
export const orderListColumns = defineExtensionPoint<OrderLineColumnContribution>('order-list.columns', {
  merge: 'ordered',
  description:
    'Columns of the order lines in My orders and the order detail, in order. Each cell is a component receiving the order and the line; links such as logistics or supplementary information go in a column or the line slot. Core contributes product, unit price, quantity, amount and line status with `core.my-orders.column.*` ids.',
  contract: '{ id, order?, titleKey, width?, component: React.ComponentType<{ order, line, refresh }> }',
});

/** Props of `slots.order-detail.header`. @public */
export type OrderDetailHeaderSlotProps = OrderActionProps;
/** Props of `slots.order-detail.line`. @public */
export type OrderDetailLineSlotProps = OrderLineCellProps;

/**
 * `slots.order-detail.header`: extras in the order detail's header, below its facts (a
 * supplementary information link, a notice when receipt or after-sales is done elsewhere).
 * @public
 */
export const orderDetailHeaderSlot = defineExtensionPoint<SlotContribution<OrderDetailHeaderSlotProps>>('slots.order-detail.header', {
  merge: 'ordered',
  description: "Components rendered in the order detail's header, each inside its own error boundary.",
  contract: '{ id, order?, component: React.ComponentType<{ order, refresh, place }> }',
});

/**
 * `slots.order-detail.line`: extras under each line, in My orders and the order detail (the
 * logistics link of FINISH / WAITING_RECEIVE lines, supplementary information).
 * @public
 */
export const orderLineExtrasSlot = defineExtensionPoint<SlotContribution<OrderDetailLineSlotProps>>('slots.order-detail.line', {
  merge: 'ordered',
  description: 'Components rendered under each order line of My orders and the order detail, each inside its own error boundary.',
  contract: '{ id, order?, component: React.ComponentType<{ order, line, refresh }> }',
});
