export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
/** Page sizes offered by list-of-values dialogs. */
export const LOV_PAGE_SIZES = [5, 10, 50, 100] as const;
