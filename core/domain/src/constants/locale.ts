export const DEFAULT_COUNTRY_CODE = '+86';
export const DEFAULT_LANGUAGE = 'zh_CN';
