import { givenMessages, messages, msg, receiptLineFields, sessionValues, type CartLine, type HttpClient } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin, { AUTO_WAREHOUSE, invOrganizationCode, RECEIPT, SAP_STOCK_PATH, warehousePermission, WAREHOUSE_PERMISSION_PATH, INV_ORGANIZATION_PATH } from './index';

const TENANT = '@mall-tenant/manufacturer';
const line = (cartId: number, extra: Record<string, unknown> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Part ${cartId}`, itemCode: `ITEM-${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 10, currencyCode: 'CNY', itemCategoryId: 7, autoFlag: 0, ...extra }) as CartLine;
const auto = (cartId: number, extra: Record<string, unknown> = {}) => line(cartId, { autoFlag: AUTO_WAREHOUSE.autoFlag, ...extra });
const HANDLE = { [warehousePermission.id]: 'HANDLE', [invOrganizationCode.id]: 'WL0001' };

/** A gateway answering by path; anything else rejects as a failed call would. */
function gateway(answers: Record<string, (body: unknown) => unknown>): HttpClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    request: async <T,>(method: string, path: string, options?: { body?: unknown }) => {
      calls.push(`${method} ${path}`);
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`no answer for ${method} ${path}`);
      return answer(options?.body) as T;
    },
  };
}
/** SAP stocks by item code: [inventory, safety stock]. */
const stocks = (byItem: Record<string, [number, number]>) =>
  gateway({
    [`POST ${SAP_STOCK_PATH}`]: (body) => {
      const { itemCode, invOrganizationCode: code } = body as { itemCode: string; invOrganizationCode: string };
      const found = byItem[itemCode];
      if (!found) throw new Error('SAP does not answer');
      return { invOrganizationCode: code, itemCode, inventory: found[0], safetyStock: found[1] };
    },
  });

describe('@mall-tenant/manufacturer', () => {
  it('registers over core, worded in both locales with the spec sentences', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    const [zh, en] = ['zh_CN', 'en_US'].map((l) => givenMessages(host.get(messages).find((m) => m.id === `manufacturer.messages.${l}`)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
    expect(en!['manufacturer.receipt.cost-centre-required']).toBe('please fill in cost centre');
    expect(en!['manufacturer.receipt.use-type-required']).toBe('please fill in use type');
    expect(en!['manufacturer.receipt.invoice-address-required']).toBe('Please fill in the invoice address info');
    expect(en!['manufacturer.low-stock.confirm']).toBe("the products' stock is above safety stock, continue?");
    expect(en!['manufacturer.erp-stock.lead-time-value']).toBe('about 10-20 days');
    expect(host.explain(sessionValues.id).map((e) => [e.id, e.pluginId])).toEqual([
      [warehousePermission.id, TENANT],
      [invOrganizationCode.id, TENANT],
    ]);
  });
});

describe('the warehouse permission, a session value from its call', () => {
  it.each<[string, () => unknown, string]>([
    ['HANDLE when the call lists a warehouse', () => [{ warehouseId: 1, warehouseName: 'Liuzhou', inventoryCode: 'WH-LZ-01', autoFlag: 0 }], 'HANDLE'],
    ['AUTO when the call answers an empty list', () => [], 'AUTO'],
    ['AUTO when the call answers nothing', () => null, 'AUTO'],
    ['AUTO when the call fails', () => Promise.reject(new Error('500')), 'AUTO'],
  ])('%s', async (_, answer, expected) => {
    const mounted = mountPlugin(plugin);
    expect(mounted.ctx.sessionValues?.[warehousePermission.id]).toBeUndefined();
    const values = await mounted.loadSessionValues(gateway({ [`GET ${WAREHOUSE_PERMISSION_PATH}`]: answer, [`GET ${INV_ORGANIZATION_PATH}`]: () => ({ invOrganizationCode: 'WL0001' }) }));
    expect(values).toEqual({ [warehousePermission.id]: expected, [invOrganizationCode.id]: 'WL0001' });
    expect(mounted.ctx.sessionValues?.[warehousePermission.id]).toBe(expected);
  });

  it('spec 3 section 9: the automatic warehouse placeholder is id -2, code AUTO_ASSIGN, flag 1', () => {
    expect(AUTO_WAREHOUSE).toEqual({ warehouseId: -2, inventoryCode: 'AUTO_ASSIGN', autoFlag: 1 });
  });
});

describe('selection rules', () => {
  it.each<[string, CartLine[], CartLine, string | undefined]>([
    ['hand-picked beside auto-assigned', [auto(1)], line(2), 'manufacturer.warehouse-apart'],
    ['auto-assigned beside hand-picked', [line(1)], auto(2), 'manufacturer.warehouse-apart'],
    ['two auto-assigned lines', [auto(1)], auto(2), undefined],
    ['two hand-picked lines', [line(1)], line(2), undefined],
    ['another category', [line(1)], line(2, { itemCategoryId: 8 }), 'manufacturer.category-mismatch'],
  ])('HANDLE permission: %s', (_, selected, candidate, key) => {
    const verdict = mountPlugin(plugin, { sessionValues: HANDLE }).checkSelection(selected, candidate);
    expect(verdict?.message).toEqual(key ? msg(key) : undefined);
  });

  it('AUTO permission (also the fallback before the value loaded): every line goes to AUTO_ASSIGN, so nothing is kept apart', () => {
    expect(mountPlugin(plugin, { sessionValues: { [warehousePermission.id]: 'AUTO' } }).checkSelection([auto(1)], line(2))).toBeUndefined();
    expect(mountPlugin(plugin).checkSelection([line(1)], auto(2))).toBeUndefined();
  });
});

describe('settle validators', () => {
  const own = async (lines: CartLine[], http?: HttpClient, values: Record<string, unknown> = HANDLE) =>
    (await mountPlugin(plugin, { sessionValues: values, ...(http ? { http } : {}) }).runSettleValidators({ lines })).filter((o) => o.pluginId === TENANT);

  it("blocks a line whose category is not maintained ('Product category not maintained, cannot order!')", async () => {
    expect(await own([line(1), line(2, { itemCategoryId: null })])).toMatchObject([{ level: 'error', message: msg('manufacturer.category-missing') }]);
    expect(await own([line(1)])).toEqual([]);
  });

  it('asks the SAP stock per item with the inventory organisation, and confirms the ones above safety stock: first 3 names, then etc.', async () => {
    const http = stocks({ 'ITEM-1': [300, 100], 'ITEM-2': [250, 100], 'ITEM-3': [20, 100], 'ITEM-4': [180, 100], 'ITEM-5': [101, 100] });
    const mounted = mountPlugin(plugin, { sessionValues: HANDLE, http });
    const outcomes = (await mounted.runSettleValidators({ lines: [1, 2, 3, 4, 5].map((id) => line(id)) })).filter((o) => o.pluginId === TENANT);
    expect(http.calls).toEqual(Array.from({ length: 5 }, () => `POST ${SAP_STOCK_PATH}`));
    expect(outcomes).toMatchObject([
      { level: 'confirm', message: msg('manufacturer.low-stock.confirm'), content: { kind: 'list', items: ['Part 1', 'Part 2', 'Part 4', 'Part 5'], limit: 3 } },
    ]);
    // Cancelling stops the settle.
    expect((await mounted.answerConfirms(outcomes, [false])).goOn).toBe(false);
    expect((await mounted.answerConfirms(outcomes, [true])).goOn).toBe(true);
  });

  it('asks nothing when no stock is above safety stock, when SAP fails, without an inventory organisation or outside the cart page', async () => {
    expect(await own([line(1)], stocks({ 'ITEM-1': [100, 100] }))).toEqual([]);
    expect(await own([line(1)], stocks({}))).toEqual([]);
    const http = stocks({ 'ITEM-1': [300, 100] });
    expect(await own([line(1)], http, { [warehousePermission.id]: 'HANDLE' })).toEqual([]);
    expect(http.calls).toEqual([]);
    expect(await own([line(1)])).toEqual([]);
  });
});

describe('receipt lines', () => {
  it('asks every receipt line for cost centre, use type, invoice receiver and invoice address', () => {
    const fields = mountPlugin(plugin).host.get(receiptLineFields).map((c) => c.field);
    expect(fields.map((f) => [f.name, f.required, f.requiredMessage])).toEqual([
      [RECEIPT.costCentre, true, msg('manufacturer.receipt.cost-centre-required')],
      [RECEIPT.useType, true, msg('manufacturer.receipt.use-type-required')],
      [RECEIPT.invoiceReceiver, true, msg('manufacturer.receipt.invoice-address-required')],
      [RECEIPT.invoiceAddress, true, msg('manufacturer.receipt.invoice-address-required')],
    ]);
  });
});
