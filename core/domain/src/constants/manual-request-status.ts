/** mallManualRequestStatus values (spec 2 section 4, spec 3 section 4). */
export const MANUAL_REQUEST_STATUSES = ['TO_PO', 'CANCELED', 'CANCELLING', 'NEW', 'CANCEL_TO_CONFIRM', 'SUBMITTED', 'APPROVED'] as const;
export type ManualRequestStatus = (typeof MANUAL_REQUEST_STATUSES)[number];

/**
 * The address code that sends the buyer to /add-purchase (spec 1 section 2: "Also reached by
 * redirect when the address code is PURCHASE_MANUALLY"), given as the `addressCode` query of
 * the address the mall is entered on (a portal's or requisition system's link).
 */
export const PURCHASE_MANUALLY_ADDRESS_CODE = 'PURCHASE_MANUALLY';
export const ADD_PURCHASE_PATH = '/add-purchase';
