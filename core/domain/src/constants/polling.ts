/** Spec 1 section 9: the lot number of an order-management request is polled once a second. */
export const POLL_INTERVAL_MS = 1000;
/** After this many polls without a request id or lot number the apply-result page is shown. */
export const MAX_POLLS = 10;
/** Wait before going to the procurement page after a submit. */
export const REDIRECT_DELAY_MS = 1000;
/** Spec 2 section 9: auto-refresh of an import's status. */
export const IMPORT_AUTO_REFRESH_MS = 5000;
