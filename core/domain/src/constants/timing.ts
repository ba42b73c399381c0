/** A loading spinner shows only after this delay, so quick loads do not flicker. */
export const SPINNER_DELAY_MS = 500;
/** Permission codes are collected for this long and then checked in one call. */
export const PERMISSION_BATCH_DELAY_MS = 500;
export const SCROLL_ANIMATION_MS = 450;
export const QUERY_DEBOUNCE_MS = 100;
export const SAVE_THROTTLE_MS = 500;
export const REMAINING_BUDGET_DEBOUNCE_MS = 500;
export const NOTIFICATION_DURATION_S = 2.5;
