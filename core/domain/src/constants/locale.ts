export const DEFAULT_COUNTRY_CODE = '+86';
export const DEFAULT_LANGUAGE = 'zh_CN';

/**
 * The cookie that carries the buyer's chosen language to the provider's sign-in page, which is
 * served without the app's script (the app keeps its choice in localStorage).
 */
export const SIGN_IN_LANGUAGE_COOKIE = 'mall_language';
