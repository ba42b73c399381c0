// Texts of the field-schema renderer; `{label}` is the field's translated label.
export const fieldsMessagesEn: Record<string, string> = {
  'field.required': '{label} is required',
  'field.max-length': '{label} cannot exceed {max} characters',
  'field.min-length': '{label} needs at least {min} characters',
  'field.not-a-number': '{label} must be a number',
  'field.min': '{label} cannot be less than {min}',
  'field.max': '{label} cannot be more than {max}',
  'field.upload.choose': 'Choose file',
};

export const fieldsMessagesZh: Record<string, string> = {
  'field.required': '{label}不能为空',
  'field.max-length': '{label}不能超过 {max} 个字符',
  'field.min-length': '{label}至少需要 {min} 个字符',
  'field.not-a-number': '{label}必须是数字',
  'field.min': '{label}不能小于 {min}',
  'field.max': '{label}不能大于 {max}',
  'field.upload.choose': '选择文件',
};
