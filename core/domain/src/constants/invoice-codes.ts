/** Invoice codes of the invoice dialog (spec 3 section 5). */
export const INVOICE_METHOD = { first: '1', second: '2' } as const;
export const INVOICE_TYPE = { ordinary: '1', special: '2' } as const;
export const INVOICE_TITLE_TYPE = { company: '1', personal: '2' } as const;
export const INVOICE_DETAIL_TYPE_100 = '100';
/** Inner menu whose absence makes the inner invoice fields required. */
export const INVOICE_INFO_MENU = 'INVOICE_INFO';
/** Invoice remark limit (spec 3 section 9). */
export const INVOICE_REMARK_MAX_LENGTH = 100;
