/** Texts of the generic lookup dialog and lookup fields (spec 2 sections 2, 5 and 8; spec 1 errors). */
export const lookupsMessagesEn = {
  'lookups.dialog.search': 'Search',
  'lookups.dialog.reset': 'Reset',
  'lookups.dialog.confirm': 'Confirm',
  'lookups.dialog.cancel': 'Cancel',
  'lookups.dialog.choose': 'Choose',
  'lookups.dialog.loading': 'lov {code} loading...',
  'lookups.dialog.view-not-defined': 'Value set view not defined: {code}, please maintain it',
  'lookups.dialog.no-view': 'lov view not defined',
  'lookups.dialog.query-error': 'Query error',
  'lookups.dialog.select-one': 'please select at least one record',
  'lookups.dialog.i-know': 'I know',
  'lookups.dialog.yes': 'Yes',
  'lookups.dialog.no': 'No',
  'lookups.field.required': 'required, please complete the information',
};

export default lookupsMessagesEn;
