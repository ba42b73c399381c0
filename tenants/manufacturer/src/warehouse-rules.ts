import { msg, sessionValueOf, type CartLine, type CartSelectionRule, type CartSettleValidator, type MallContext } from '@mall/sdk';
import { warehousePermission } from './manufacturer-calls';

/** Spec 3 section 9: the automatic warehouse placeholder. */
export const AUTO_WAREHOUSE = { warehouseId: -2, inventoryCode: 'AUTO_ASSIGN', autoFlag: 1 } as const;

/** A cart line with the manufacturer's warehouse (spec 3 section 3); its item category is core's. */
export type WarehouseLine = CartLine & {
  readonly autoFlag?: 0 | 1 | null;
};

/** An auto-assigned warehouse line: autoFlag 1 or the AUTO_ASSIGN placeholder. */
export const isAutoAssigned = (line: CartLine) => (line as WarehouseLine).autoFlag === AUTO_WAREHOUSE.autoFlag;
const categoryOf = (line: CartLine) => line.itemCategoryId ?? undefined;

/**
 * Whether a line goes to the automatic warehouse in this session: every line does when the
 * buyer's warehouse permission is AUTO (spec 3 section 6, "warehouse handling depends on
 * WULINGWarehousePermission"); with HANDLE only the lines flagged auto-assigned do.
 */
export const goesToAutoWarehouse = (line: CartLine, ctx: Pick<MallContext, 'sessionValues'>) =>
  sessionValueOf(ctx, warehousePermission) === 'AUTO' || isAutoAssigned(line);

/**
 * 'auto-assigned and hand-picked warehouse items not together' (spec 3 section 5). Under the
 * AUTO permission every line is auto-assigned, so nothing is kept apart.
 */
export const warehouseApartRule: CartSelectionRule = {
  id: 'manufacturer.cart.warehouse-apart',
  check: (selected, candidate, ctx) =>
    selected.some((line) => goesToAutoWarehouse(line, ctx) !== goesToAutoWarehouse(candidate, ctx)) ? msg('manufacturer.warehouse-apart') : undefined,
};

/** 'Selected products have different categories, cannot be merged into one order!' */
export const sameCategoryRule: CartSelectionRule = {
  id: 'manufacturer.cart.same-category',
  check: (selected, candidate) => {
    const category = categoryOf(candidate);
    return category !== undefined && selected.some((line) => categoryOf(line) !== undefined && categoryOf(line) !== category)
      ? msg('manufacturer.category-mismatch')
      : undefined;
  },
};

/** 'Product category not maintained, cannot order!': settling a line without a category is blocked. */
export const categoryMaintained: CartSettleValidator = {
  id: 'manufacturer.settle.category-maintained',
  validate: ({ lines }) =>
    lines.some((line) => categoryOf(line) === undefined)
      ? [{ level: 'error', message: msg('manufacturer.category-missing'), target: { kind: 'submit' } }]
      : [],
};
