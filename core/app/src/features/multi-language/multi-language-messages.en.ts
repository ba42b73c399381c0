/** Texts of the multi-language edit modal (spec 2 sections 2 and 5). */
export const multiLanguageMessagesEn = {
  'multi-language.title': 'Multi-language',
  'multi-language.too-long': '{language} cannot exceed {max} characters',
  'multi-language.loading': 'Loading languages...',
  'multi-language.ok': 'OK',
  'multi-language.cancel': 'Cancel',
};

export default multiLanguageMessagesEn;
