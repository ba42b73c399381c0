import type { personalTablesMessagesEn } from './personal-tables-messages.en';

export const personalTablesMessagesZh: Record<keyof typeof personalTablesMessagesEn, string> = {
  'personal-tables.settings': '列设置',
  'personal-tables.title': '调整列',
  'personal-tables.visible': '显示{column}',
  'personal-tables.up': '上移{column}',
  'personal-tables.down': '下移{column}',
  'personal-tables.width': '{column}列宽',
  'personal-tables.save': '保存',
  'personal-tables.reset': '重置',
  'personal-tables.saved': '列设置已保存',
};

export default personalTablesMessagesZh;
