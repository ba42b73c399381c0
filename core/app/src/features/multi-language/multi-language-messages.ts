/** Texts of the multi-language edit modal (spec 2 sections 2 and 5). */
export const multiLanguageMessagesEn = {
  'multi-language.title': 'Multi-language',
  'multi-language.too-long': '{language} cannot exceed {max} characters',
  'multi-language.loading': 'Loading languages...',
  'multi-language.ok': 'OK',
  'multi-language.cancel': 'Cancel',
};

export const multiLanguageMessagesZh: Record<keyof typeof multiLanguageMessagesEn, string> = {
  'multi-language.title': '多语言',
  'multi-language.too-long': '{language}不能超过{max}个字符',
  'multi-language.loading': '语言加载中...',
  'multi-language.ok': '确定',
  'multi-language.cancel': '取消',
};
