/** Spec 1 section 4: more split orders than this asks the buyer to go back to the cart. */
export const ORDER_SPLIT_CAP = 100;
/** Tax-included amount from which one tenant warns to check fixed assets and the CE number. */
export const TAX_INCLUDED_WARNING_THRESHOLD = 2500;
/** Spec 3: pre-purchase requests with more lines than this cannot get an order PDF. */
export const PDF_LINE_WARNING_THRESHOLD = 200;

/** Whether the split orders of a submit exceed the cap (more than 100). */
export function exceedsOrderSplitCap(orderCount: number): boolean {
  return orderCount > ORDER_SPLIT_CAP;
}
