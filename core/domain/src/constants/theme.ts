export const PRIMARY_COLOR = '#f53';
export const DEFAULT_THEME_COLOR_CODE = 'A';
export const APP_VERSION = '1.58.6';
