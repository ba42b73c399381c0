import * as domain from './index';

// The app and server import these by name; losing one from the index breaks them silently.
it.each([
  'decideCartQuantity',
  'purchaseRange',
  'ladderPriceFor',
  'formatPrice',
  'maskPhone',
  'validateAddress',
  'stockDisplay',
  'validateNeededDate',
  'checkSameCurrency',
  'validateOrderSubmit',
  'validateInvoiceDialog',
  'lowerPriceRule',
  'checkCompareCount',
  'salesVolumeDisplay',
  'canCancelRequest',
  'validateStockEntries',
  'importProgress',
  'normalisePermissionCode',
  'checkLocalStorageValue',
  'cartLineType',
  'groupCartLines',
  'formatDomainMessage',
])('exports %s', (name) => expect(typeof domain[name as keyof typeof domain]).toBe('function'));

it('exports both catalogues', () => {
  expect(domain.enUS['cart.same-currency']).toBe('Only products with the same currency can be chosen!');
  expect(domain.zhCN['cart.same-currency']).toBe('只能选择相同币种的商品！');
});
