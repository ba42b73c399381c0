/** mallManualRequestStatus values (spec 2 section 4, spec 3 section 4). */
export const MANUAL_REQUEST_STATUSES = ['TO_PO', 'CANCELED', 'CANCELLING', 'NEW', 'CANCEL_TO_CONFIRM', 'SUBMITTED', 'APPROVED'] as const;
export type ManualRequestStatus = (typeof MANUAL_REQUEST_STATUSES)[number];
