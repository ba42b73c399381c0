/**
 * The texts of the field-schema language's own message keys (what `validateFieldRow` and the
 * lookup check return), in both locales. `{label}` is the field's translated label. The browser
 * registers them as core's messages and the server as its own, so both show one sentence.
 * @public
 */
export const fieldMessageTexts: Readonly<Record<string, { readonly en_US: string; readonly zh_CN: string }>> = {
  'field.required': { en_US: '{label} is required', zh_CN: '{label}不能为空' },
  'field.max-length': { en_US: '{label} cannot exceed {max} characters', zh_CN: '{label}不能超过 {max} 个字符' },
  'field.min-length': { en_US: '{label} needs at least {min} characters', zh_CN: '{label}至少需要 {min} 个字符' },
  'field.not-a-number': { en_US: '{label} must be a number', zh_CN: '{label}必须是数字' },
  'field.min': { en_US: '{label} cannot be less than {min}', zh_CN: '{label}不能小于 {min}' },
  'field.max': { en_US: '{label} cannot be more than {max}', zh_CN: '{label}不能大于 {max}' },
  'field.lookup.unknown': { en_US: '{label}: the value is not one of the choices', zh_CN: '{label}：所选值不在可选范围内' },
  'field.upload.choose': { en_US: 'Choose file', zh_CN: '选择文件' },
};

/**
 * The texts of one locale, as a `messages` contribution takes them.
 * @public
 */
export function fieldMessagesOf(locale: 'en_US' | 'zh_CN'): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldMessageTexts).map(([key, texts]) => [key, texts[locale]]));
}
