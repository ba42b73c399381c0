/** Dialog widths in px (spec 1 section 9). */
export const DIALOG_WIDTHS = [560, 520, 742, 1190] as const;
export const WARNING_MODAL_WIDTH = 560;
export const INVOICE_MODAL_WIDTH = 742;
export const LOGISTICS_DRAWER_WIDTH = 742;
export const RECEIPT_DRAWER_WIDTH = 1190;
export const BUDGET_PANEL_WIDTH = 1000;
export const ADDRESS_DRAWER_WIDTH = 380;
export const SUPPLEMENTARY_SIDEBAR_WIDTH = 380;
export const IMPORT_DRAWER_WIDTH = 550;
export const LOOKUP_DIALOG_DEFAULT_WIDTH = 750;
export const LOOKUP_DIALOG_MIN_WIDTH = 530;
export const LOOKUP_DIALOG_MAX_WIDTH = 1190;

/** Spec 2: a lookup dialog is as wide as its columns plus 60, kept within 530..1190. */
export function lookupDialogWidth(columnWidths: readonly number[]): number {
  const sum = columnWidths.reduce((total, width) => total + width, 0) + 60;
  return Math.min(LOOKUP_DIALOG_MAX_WIDTH, Math.max(LOOKUP_DIALOG_MIN_WIDTH, sum));
}
