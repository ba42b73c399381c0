/** The purchase-unit dimension form's five dimensions (spec 2 section 2), each a value set `SMODR.<code>`. */
export const PURCHASE_UNIT_DIMENSIONS = ['PURCHASE_ORGANIZATION', 'COMPANY', 'BUSINESS_ENTITY', 'INVENTORY_ORGANIZATION', 'PUR_ORGANIZATION'] as const;
export type PurchaseUnitDimension = (typeof PURCHASE_UNIT_DIMENSIONS)[number];
