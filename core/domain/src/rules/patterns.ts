/** Patterns of spec 1 section 5 "Other rules", plus the address form's phone and zip patterns. */
export const SIX_DIGIT_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** 13x, 14[5-9], 15 not 4, 16[2567], 17[0-8], 18x, 19 not 4; eleven digits. */
export const MAINLAND_MOBILE_PATTERN = /^1(3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
/** Numbers outside mainland China: 4 to 15 digits (E.164 allows 15 with the country code). */
export const NON_MAINLAND_MOBILE_PATTERN = /^\d{4,15}$/;
/** Fixed line: optional area code 0xx(x) and hyphen, 7-8 digits, optional extension. */
export const FIXED_PHONE_PATTERN = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/;
/** Mainland zip codes are six digits. */
export const ZIP_PATTERN = SIX_DIGIT_CODE_PATTERN;
export const NON_BLANK_TRIMMED_PATTERN = /^\S(.*\S)?$/s;
export const DIGITS_ONLY_PATTERN = /^\d+$/;
export const DIGIT_THEN_SEPARATOR_PATTERN = /\d[ #-]/;
export const UNDEFINED_TEXT_PATTERN = /^undefined$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(value);
}

/** Mobile pattern by area code: the mainland pattern for +86, the general one otherwise. */
export function isValidMobile(value: string, internationalTelCode: string | undefined): boolean {
  return (internationalTelCode ?? '+86') === '+86' ? MAINLAND_MOBILE_PATTERN.test(value) : NON_MAINLAND_MOBILE_PATTERN.test(value);
}
