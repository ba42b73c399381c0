/** Pre-order codes whose submit is rejected with the server's message shown as an error. */
export const PRE_ORDER_INVOICE_ERROR_CODES = [
  'smodr.special.invoice.need.param',
  'smodr.invoice.info.not.null',
  'smodr.invoicer.info.not.null',
  'smct.check.invoice.fail',
] as const;

/** Failed-response codes reported to monitoring as a distinct class. */
export const MONITORED_ERROR_CODES = ['error.error', 'error.db.column_violation', 'error.db.locktimeout', 'error.db.timeout'] as const;

export function isPreOrderInvoiceError(code: string | undefined): boolean {
  return code !== undefined && (PRE_ORDER_INVOICE_ERROR_CODES as readonly string[]).includes(code);
}

export function isMonitoredErrorCode(code: string | undefined): boolean {
  return code !== undefined && (MONITORED_ERROR_CODES as readonly string[]).includes(code);
}
