import {
  baseQuantityFromPackage,
  isReceiptQuantityEditable,
  prepareReceiptLines,
  showsDoubleUnit,
  doubleUnitText,
  validatePackageQuantity,
  validateReceiptQuantity,
  validateStockEntries,
} from './receipt-quantity';

it('drops lines with nothing waiting and starts the rest checked at the waiting quantity', () => {
  const lines = prepareReceiptLines([
    { skuId: 1, waitingReceiveQuantity: 0 },
    { skuId: 2, waitingReceiveQuantity: 3.5 },
  ]);
  expect(lines).toEqual([{ skuId: 2, waitingReceiveQuantity: 3.5, checked: true, thisTimeReceiveQuantity: 3.5 }]);
});

it.each([
  ['CATA', false],
  ['MANUAL', false],
  ['JD', true],
  [undefined, true],
])('quantity of %s goods editable: %s', (cecFromCode, expected) => expect(isReceiptQuantityEditable({ cecFromCode })).toBe(expected));

it.each([
  ['required', 0, 5, undefined, { key: 'form.required' }],
  ['below the precision minimum', 2, 5, 0.001, { key: 'receipt.quantity.min', params: { min: 0.01 } }],
  ['zero at precision 0', 0, 5, 0, { key: 'receipt.quantity.min', params: { min: 1 } }],
  ['at the minimum', 2, 5, 0.01, undefined],
  ['the waiting quantity', 0, 5, 5, undefined],
  ['above the waiting quantity', 0, 5, 6, { key: 'receipt.quantity.max', params: { max: 5 } }],
])('this-time quantity: %s', (_case, uomPrecision, waiting, quantity, expected) => {
  expect(validateReceiptQuantity({ uomPrecision, waitingReceiveQuantity: waiting }, quantity)).toEqual(expected);
});

it.each([
  ['required with package units', undefined, true, { key: 'form.required' }],
  ['optional for standard units', undefined, false, undefined],
  ['negative for standard units', -1, false, { key: 'receipt.quantity.min', params: { min: 0 } }],
  ['zero for standard units', 0, false, undefined],
])('package quantity: %s', (_case, pkg, usesPackageUnits, expected) => expect(validatePackageQuantity(pkg, usesPackageUnits)).toEqual(expected));

it.each([
  [3, 12, 0, 36],
  [1.5, 0.3, 2, 0.45],
])('%d packages of %d make %d', (pkg, custom, precision, expected) => expect(baseQuantityFromPackage(pkg, custom, precision)).toBe(expected));

describe('stock entries', () => {
  it.each([
    ['within the receipt quantity', 5, [{ inventoryId: 1, quantity: 2 }, { inventoryId: 2, quantity: 3 }], { entries: [{}, {}] }],
    ['decimals that sum exactly', 0.3, [{ inventoryId: 1, quantity: 0.1 }, { inventoryId: 2, quantity: 0.2 }], { entries: [{}, {}] }],
    [
      'sum above the receipt quantity',
      4,
      [{ inventoryId: 1, quantity: 2 }, { inventoryId: 2, quantity: 3 }],
      { entries: [{}, {}], total: { key: 'receipt.stock.exceeds' } },
    ],
    ['quantity required', 4, [{ inventoryId: 1 }], { entries: [{ quantity: { key: 'form.required' } }] }],
    ['negative quantity', 4, [{ inventoryId: 1, quantity: -1 }], { entries: [{ quantity: { key: 'receipt.quantity.min', params: { min: 0 } } }] }],
    ['warehouse required above 0', 4, [{ quantity: 1 }], { entries: [{ inventory: { key: 'form.required' } }] }],
    ['no warehouse needed at 0', 4, [{ quantity: 0 }], { entries: [{}] }],
  ])('%s', (_case, thisTime, entries, expected) => expect(validateStockEntries(thisTime, entries)).toEqual(expected));
});

it.each([
  ['flag off', { uomId: 1, customUomId: 2, customQuantity: 10 }, 0, false],
  ['no custom unit', { uomId: 1 }, 1, false],
  ['custom unit differs from base', { uomId: 1, customUomId: 2 }, 1, true],
  ['base unit as custom with quantity 10', { uomId: 1, customUomId: 1, customQuantity: 10 }, 1, true],
  ['base unit as custom with quantity 1', { uomId: 1, customUomId: 1, customQuantity: 1 }, 1, false],
  ['base unit as custom without quantity', { uomId: 1, customUomId: 1 }, 1, false],
] as const)('double unit: %s', (_case, line, flag, expected) => expect(showsDoubleUnit(line, flag)).toBe(expected));

describe('double unit display text (spec 2 section 5)', () => {
  const box = { uomId: 1, customUomId: 2, customQuantity: 6, customUomName: 'box', uomName: 'pcs' };
  it('shows package count + custom unit + quantity + base unit when the double-UOM flag is on', () => {
    expect(doubleUnitText(box, 12, 1)).toBe('2 box (12 pcs)');
    expect(doubleUnitText(box, 3, 1)).toBe('0.5 box (3 pcs)');
  });
  it('shows nothing when the flag is off or the custom unit is the base unit with custom quantity 1', () => {
    expect(doubleUnitText(box, 12, 0)).toBeUndefined();
    expect(doubleUnitText({ ...box, customUomId: 1, customQuantity: 1 }, 12, 1)).toBeUndefined();
  });
});
