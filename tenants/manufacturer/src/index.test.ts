import { messages, msg, receiptLineFields, type CartLine } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin, { AUTO_WAREHOUSE, lowStockNames, RECEIPT } from './index';

const TENANT = '@mall-tenant/manufacturer';
const line = (cartId: number, extra: Record<string, unknown> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Part ${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 10, currencyCode: 'CNY', itemCategoryId: 7, ...extra }) as CartLine;
const auto = (cartId: number, extra: Record<string, unknown> = {}) => line(cartId, { autoFlag: AUTO_WAREHOUSE.autoFlag, ...extra });

describe('@mall-tenant/manufacturer', () => {
  it('registers over core, worded in both locales with the spec sentences', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    const [zh, en] = ['zh_CN', 'en_US'].map((l) => host.get(messages).find((m) => m.id === `manufacturer.messages.${l}`)!.messages);
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
    expect(en!['manufacturer.receipt.cost-centre-required']).toBe('please fill in cost centre');
    expect(en!['manufacturer.receipt.use-type-required']).toBe('please fill in use type');
    expect(en!['manufacturer.receipt.invoice-address-required']).toBe('Please fill in the invoice address info');
  });

  it.each<[string, CartLine[], CartLine, string | undefined]>([
    ['hand-picked beside auto-assigned', [auto(1)], line(2), 'manufacturer.warehouse-apart'],
    ['auto-assigned beside hand-picked', [line(1)], auto(2), 'manufacturer.warehouse-apart'],
    ['two auto-assigned lines', [auto(1)], auto(2), undefined],
    ['another category', [line(1)], line(2, { itemCategoryId: 8 }), 'manufacturer.category-mismatch'],
    ['the same category', [line(1)], line(2), undefined],
  ])('selection: %s', (_, selected, candidate, key) => {
    const verdict = mountPlugin(plugin).checkSelection(selected, candidate);
    expect(verdict?.message).toEqual(key ? msg(key) : undefined);
  });

  it('blocks settling a line whose category is not maintained', async () => {
    const own = async (lines: CartLine[]) => (await mountPlugin(plugin).runSettleValidators({ lines })).filter((o) => o.pluginId === TENANT);
    expect(await own([line(1), line(2, { itemCategoryId: null })])).toMatchObject([{ level: 'error', message: msg('manufacturer.category-missing') }]);
    expect(await own([line(1)])).toEqual([]);
  });

  it('asks every receipt line for cost centre, use type, invoice receiver and invoice address', () => {
    const fields = mountPlugin(plugin).host.get(receiptLineFields).map((c) => c.field);
    expect(fields.map((f) => [f.name, f.required, f.requiredMessage])).toEqual([
      [RECEIPT.costCentre, true, msg('manufacturer.receipt.cost-centre-required')],
      [RECEIPT.useType, true, msg('manufacturer.receipt.use-type-required')],
      [RECEIPT.invoiceReceiver, true, msg('manufacturer.receipt.invoice-address-required')],
      [RECEIPT.invoiceAddress, true, msg('manufacturer.receipt.invoice-address-required')],
    ]);
  });

  it('names the first 3 low-stock SKUs, then etc.', () => {
    expect(lowStockNames(['A', 'B', 'C', 'D'], 'etc.')).toBe('A, B, C etc.');
    expect(lowStockNames(['A', 'B'], 'etc.')).toBe('A, B');
  });
});
