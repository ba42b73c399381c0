/** Texts of the personal table customisation (spec 2 "Other": personal table customisations). */
export const personalTablesMessagesEn = {
  'personal-tables.settings': 'Columns',
  'personal-tables.title': 'Arrange columns',
  'personal-tables.visible': 'Show {column}',
  'personal-tables.up': 'Move {column} up',
  'personal-tables.down': 'Move {column} down',
  'personal-tables.width': 'Width of {column}',
  'personal-tables.save': 'Save',
  'personal-tables.reset': 'Reset',
  'personal-tables.saved': 'Column settings saved',
};

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
