import type { multiLanguageMessagesEn } from './multi-language-messages.en';

export const multiLanguageMessagesZh: Record<keyof typeof multiLanguageMessagesEn, string> = {
  'multi-language.title': '多语言',
  'multi-language.too-long': '{language}不能超过{max}个字符',
  'multi-language.loading': '语言加载中...',
  'multi-language.ok': '确定',
  'multi-language.cancel': '取消',
};

export default multiLanguageMessagesZh;
