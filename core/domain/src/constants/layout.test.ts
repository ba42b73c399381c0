import * as layout from './layout';

it.each([
  ['DIALOG_WIDTHS', [560, 520, 742, 1190]],
  ['BUDGET_PANEL_WIDTH', 1000],
  ['ADDRESS_DRAWER_WIDTH', 380],
  ['SUPPLEMENTARY_SIDEBAR_WIDTH', 380],
  ['RECEIPT_DRAWER_WIDTH', 1190],
  ['LOGISTICS_DRAWER_WIDTH', 742],
  ['INVOICE_MODAL_WIDTH', 742],
  ['WARNING_MODAL_WIDTH', 560],
  ['IMPORT_DRAWER_WIDTH', 550],
  ['LOOKUP_DIALOG_DEFAULT_WIDTH', 750],
])('%s', (name, expected) => expect(layout[name as keyof typeof layout]).toEqual(expected));

it.each([
  [[100, 100], 530],
  [[200, 300, 100], 660],
  [[600, 600], 1190],
  [[], 530],
])('lookup dialog width for columns %j is %i', (columns, width) => expect(layout.lookupDialogWidth(columns)).toBe(width));
