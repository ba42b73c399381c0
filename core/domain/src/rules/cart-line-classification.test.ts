import type { CartLine } from '../entities';
import { cartBusinessType, cartGroupKey, cartGroupType, cartLineType, effectiveGroupingMode, groupCartLines } from './cart-line-classification';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  cartId: 1,
  productId: 1,
  productName: 'p',
  productSource: 'CATA',
  quantity: 1,
  latestPrice: 1,
  currencyCode: 'CNY',
  ...over,
});

describe('line type', () => {
  it.each([
    ['quotation number present', { qtHeaderNo: 'QT1', receiveFlag: 1, centralizedFlag: 1 }, 'po'],
    ['receiveFlag', { receiveFlag: 1, centralizedFlag: 1 }, 'receive'],
    ['centralizedFlag', { centralizedFlag: 1 }, 'centralized'],
    ['nothing', { receiveFlag: 0, centralizedFlag: 0 }, 'basic'],
  ] as const)('%s -> %s', (_case, over, expected) => expect(cartLineType(line(over))).toBe(expected));
});

describe('business type', () => {
  it.each([
    ['receiveFlag', { receiveFlag: 1, centralizedFlag: 1 }, 'receive'],
    ['centralizedFlag', { centralizedFlag: 1, qtHeaderNo: 'QT' }, 'centralized'],
    ['neither (even quoted)', { qtHeaderNo: 'QT' }, 'purchase'],
  ] as const)('%s -> %s', (_case, over, expected) => expect(cartBusinessType(line(over))).toBe(expected));
});

describe('group type', () => {
  it.each([
    ['quoted', { qtHeaderNo: 'QT', centralizedFlag: 1 }, 'po'],
    ['centralized', { centralizedFlag: 1 }, 'centralized'],
    ['receive', { receiveFlag: 1 }, 'other'],
    ['basic', {}, 'other'],
  ] as const)('%s -> %s', (_case, over, expected) => expect(cartGroupType(line(over))).toBe(expected));
});

describe('grouping key', () => {
  const l = line({ supplierCompanyName: 'ACME', itemCode: 'IT-9', centralizedFlag: 1 });
  it.each([
    ['ungrouped view type 0 ignores the field', { viewType: 0, groupingMode: 'supplierCompanyName' }, 'centralized'],
    ['view type 1 by supplier', { viewType: 1, groupingMode: 'supplierCompanyName' }, 'centralized|ACME'],
    ['view type 2 by item code', { viewType: 2, groupingMode: 'itemCode' }, 'centralized|IT-9'],
    ['view type 1 ungrouped mode', { viewType: 1, groupingMode: 'ungrouped' }, 'centralized'],
    ['hideSupplierFlag 1 ignores supplier grouping', { viewType: 1, groupingMode: 'supplierCompanyName', hideSupplierFlag: 1 }, 'centralized'],
    ['hideSupplierFlag 1 keeps item code grouping', { viewType: 1, groupingMode: 'itemCode', hideSupplierFlag: 1 }, 'centralized|IT-9'],
  ] as const)('%s', (_case, options, key) => expect(cartGroupKey(l, options).key).toBe(key));

  it.each([
    ['supplierCompanyName', 1, 'ungrouped'],
    ['supplierCompanyName', 0, 'supplierCompanyName'],
    ['itemCode', 1, 'itemCode'],
  ] as const)('mode %s with hideSupplierFlag %i is %s', (mode, flag, expected) => expect(effectiveGroupingMode(mode, flag)).toBe(expected));

  it('groups lines in first-appearance order', () => {
    const lines = [
      line({ cartId: 1, supplierCompanyName: 'B' }),
      line({ cartId: 2, supplierCompanyName: 'A' }),
      line({ cartId: 3, supplierCompanyName: 'B' }),
      line({ cartId: 4, qtHeaderNo: 'QT', supplierCompanyName: 'B' }),
    ];
    const groups = groupCartLines(lines, { viewType: 1, groupingMode: 'supplierCompanyName' });
    expect(groups.map((g) => [g.key, g.groupValue, g.lines.map((x) => x.cartId)])).toEqual([
      ['other|B', 'B', [1, 3]],
      ['other|A', 'A', [2]],
      ['po|B', 'B', [4]],
    ]);
  });
});
