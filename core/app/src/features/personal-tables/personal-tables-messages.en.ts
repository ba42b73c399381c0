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

export default personalTablesMessagesEn;
