import { isBatchBudgetDisabled, isBudgetPanelReadOnly } from '@mall/domain';
import { msg, type BudgetApi, type BudgetDimensions, type BudgetInfo, type CartLine, type HttpClient, type MallContext } from '@mall/sdk';
import { BudgetPanelStore, productField } from './budget-panel-store';

const ctx = { user: {}, config: {}, settings: {}, hasPermission: () => false } as unknown as MallContext;
const line = (cartId: number, extra: Partial<CartLine> = {}): CartLine =>
  ({ cartId, productId: 100 + cartId, productName: `P${cartId}`, productSource: 'CATA', quantity: 4, latestPrice: 10, currencyCode: 'CNY', companyId: 21, ...extra }) as CartLine;

const projectSet: BudgetDimensions = {
  id: 'test.project',
  fields: [{ name: 'budgetCode', labelKey: 'budget.code', component: 'lookup', lookupCode: 'BUDGETS', required: true, clearOnChange: ['subject'] }],
};

function fakeApi(saved: BudgetInfo[] = []) {
  const calls: { method: keyof BudgetApi; args: unknown[] }[] = [];
  const api: BudgetApi = {
    list: async (...args) => (calls.push({ method: 'list', args }), saved),
    save: async (...args) => (calls.push({ method: 'save', args }), []),
    remove: async (...args) => void calls.push({ method: 'remove', args }),
    remain: async (...args) => (calls.push({ method: 'remain', args }), [{ budgetId: 5, remainingBudget: 1234.5 }]),
  };
  return { api, calls };
}

function storeOf(api: BudgetApi, options: { batch?: boolean; lines?: CartLine[]; dimensions?: BudgetDimensions[]; http?: HttpClient; readOnly?: boolean } = {}) {
  return new BudgetPanelStore({ api, http: options.http, lines: options.lines ?? [line(1)], batch: options.batch ?? false, readOnly: options.readOnly ?? false, dimensions: options.dimensions ?? [projectSet], ctx });
}

describe('BudgetPanelStore server row defaults', () => {
  const http: HttpClient = { request: async () => ({ companyCode: 'C01' }) as never };
  const withDefaults = (answer: () => Promise<Record<string, unknown>>): BudgetDimensions => ({
    ...projectSet,
    id: 'test.defaults',
    fields: [...projectSet.fields, { name: 'subject', labelKey: 'budget.subject', component: 'input', defaultValue: 'field-default' }],
    rowDefaults: async (c) => {
      expect(c.http).toBe(http);
      expect(c.lines.map((l) => l.cartId)).toEqual([1]);
      return answer();
    },
  });

  it('starts new rows with the answer of rowDefaults, over the fields’ own defaults', async () => {
    const store = storeOf(fakeApi().api, { http, dimensions: [withDefaults(async () => ({ budgetCode: 'BUD-IT', budgetCodeMeaning: 'IT budget', subject: 'S1' }))] });
    await store.load();
    store.addRow();
    expect(store.rows[0]!.values).toMatchObject({ budgetCode: 'BUD-IT', budgetCodeMeaning: 'IT budget', subject: 'S1', orderSeq: 1 });
  });

  it('fills rows added before the answer only where the buyer has not chosen yet', async () => {
    let answer!: (row: Record<string, unknown>) => void;
    const store = storeOf(fakeApi().api, { http, dimensions: [withDefaults(() => new Promise((resolve) => (answer = resolve)))] });
    const loading = store.load();
    store.addRow();
    store.setField(store.rows[0]!.key, 'subject', 'MINE');
    answer({ budgetCode: 'BUD-IT', subject: 'S1', extra: 'E' });
    await loading;
    store.dispose();
    expect(store.rows[0]!.values).toMatchObject({ budgetCode: 'BUD-IT', subject: 'MINE', extra: 'E' });
  });

  it('asks nothing for a read-only panel, and a failed call leaves the fields’ defaults', async () => {
    let asked = 0;
    const failing = withDefaults(async () => {
      asked++;
      throw new Error('down');
    });
    await storeOf(fakeApi().api, { http, readOnly: true, dimensions: [failing] }).load();
    expect(asked).toBe(0);
    const store = storeOf(fakeApi().api, { http, dimensions: [failing] });
    await store.load();
    store.addRow();
    expect(asked).toBe(1);
    expect(store.rows[0]!.values).toMatchObject({ subject: 'field-default' });
    expect(store.rows[0]!.values.budgetCode).toBeUndefined();
  });
});

describe('BudgetPanelStore rows', () => {
  it('loads saved rows as update; a new row is add and cancel removes it locally', async () => {
    const { api, calls } = fakeApi([{ budgetId: 5, orderSeq: 1, budgetCode: 'BUD-IT', quantity: 2 }]);
    const store = storeOf(api);
    await store.load();
    expect(store.rows.map((r) => store.statusOf(r))).toEqual(['update']);
    store.addRow();
    expect(store.rows.map((r) => store.statusOf(r))).toEqual(['update', 'add']);
    expect(store.rows[1]!.values.orderSeq).toBe(2);
    store.cancel(store.rows[1]!.key);
    expect(store.rows).toHaveLength(1);
    expect(calls.map((c) => c.method)).toEqual(['list']);
  });

  it('keeps a row the buyer added while the saved rows were loading', async () => {
    const { api } = fakeApi([{ budgetId: 5, orderSeq: 1, quantity: 2 }]);
    const store = storeOf(api);
    const loading = store.load();
    store.addRow();
    await loading;
    expect(store.rows.map((r) => store.statusOf(r))).toEqual(['update', 'add']);
  });

  it('deletes a saved row through BudgetApi.remove, then drops it', async () => {
    const { api, calls } = fakeApi([{ budgetId: 5, orderSeq: 1, budgetCode: 'BUD-IT', quantity: 2 }]);
    const store = storeOf(api);
    await store.load();
    expect(await store.remove(store.rows[0]!.key)).toBe(true);
    expect(store.rows).toHaveLength(0);
    expect(calls[1]).toMatchObject({ method: 'remove', args: [{ cartId: 1 }, [{ budgetId: 5, cartId: 1 }]] });
  });

  it('keeps the row when the delete call fails', async () => {
    const { api } = fakeApi([{ budgetId: 5, quantity: 2 }]);
    const store = storeOf({ ...api, remove: async () => Promise.reject(new Error('down')) });
    await store.load();
    expect(await store.remove(store.rows[0]!.key)).toBe(false);
    expect(store.rows).toHaveLength(1);
  });

  it('stores a lookup value with its display text and clears the fields it names', () => {
    const store = storeOf(fakeApi().api);
    store.addRow();
    const key = store.rows[0]!.key;
    store.setField(key, 'subject', 'S1', 'Subject one');
    store.setField(key, 'budgetCode', 'BUD-IT', 'IT budget');
    expect(store.rows[0]!.values).toMatchObject({ budgetCode: 'BUD-IT', budgetCodeMeaning: 'IT budget', subject: undefined, subjectMeaning: undefined });
    store.dispose();
  });
});

describe('BudgetPanelStore remaining budget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks BudgetApi.remain once, 500 ms after the last dimension or quantity change', async () => {
    const { api, calls } = fakeApi([{ budgetId: 5, orderSeq: 1, budgetCode: 'BUD-IT', quantity: 2 }]);
    const store = storeOf(api);
    await store.load();
    const key = store.rows[0]!.key;
    store.setField(key, 'quantity', 3);
    await vi.advanceTimersByTimeAsync(300);
    store.setField(key, 'budgetCode', 'BUD-OFFICE', 'Office');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.filter((c) => c.method === 'remain')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c.method === 'remain')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'remain')!.args[1]).toEqual([expect.objectContaining({ budgetId: 5, cartId: 1, quantity: 3, budgetCode: 'BUD-OFFICE' })]);
    expect(store.rows[0]!.values.remainingBudget).toBe(1234.5);
  });

  it('does not ask for rows the buyer has not filled in yet', async () => {
    const { api, calls } = fakeApi();
    const store = storeOf(api);
    store.addRow();
    store.setField(store.rows[0]!.key, 'quantity', 3);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls.filter((c) => c.method === 'remain')).toHaveLength(0);
    store.setField(store.rows[0]!.key, 'budgetCode', 'BUD-IT', 'IT');
    await vi.advanceTimersByTimeAsync(600);
    expect(calls.filter((c) => c.method === 'remain')).toHaveLength(1);
    store.dispose();
  });
});

describe('BudgetPanelStore validation', () => {
  it('a row without quantity or required dimension sends nothing and says why', async () => {
    const { api, calls } = fakeApi();
    const store = storeOf(api);
    store.addRow();
    expect(await store.save()).toBe(false);
    expect(calls.filter((c) => c.method === 'save')).toHaveLength(0);
    expect(store.errorsOf(0, 'quantity').map((e) => e.message.key)).toEqual(['budget.quantity.required']);
    expect(store.errorsOf(0, 'budgetCode').map((e) => e.message.key)).toEqual(['field.required']);
  });

  it("runs each contribution's row and table validators with the panel context", async () => {
    const seen: unknown[] = [];
    const strict: BudgetDimensions = {
      id: 'test.strict',
      fields: [],
      validateRow: (row, index, panel) => (seen.push(panel.batch, panel.lines.length), row.quantity === 1 ? [] : [{ row: index, field: 'quantity', message: msg('test.one') }]),
      validateTable: (rows) => (rows.length > 1 ? [{ row: -1, message: msg('test.single') }] : []),
    };
    const { api, calls } = fakeApi();
    const store = storeOf(api, { dimensions: [projectSet, strict] });
    store.addRow();
    store.addRow();
    for (const row of store.rows) store.setField(row.key, 'budgetCode', 'BUD-IT', 'IT');
    store.setField(store.rows[0]!.key, 'quantity', 1);
    store.setField(store.rows[1]!.key, 'quantity', 2);
    expect(await store.save()).toBe(false);
    expect(store.errors.map((e) => e.message.key)).toEqual(['test.one', 'test.single']);
    expect(seen.slice(0, 2)).toEqual([false, 1]);
    expect(calls.filter((c) => c.method === 'save')).toHaveLength(0);
    store.dispose();
  });

  it('in batch mode the row quantity is not required but each product quantity must be a non-zero number', async () => {
    const { api, calls } = fakeApi();
    const store = storeOf(api, { batch: true, lines: [line(1), line(2)] });
    store.addRow();
    const key = store.rows[0]!.key;
    store.setField(key, 'budgetCode', 'BUD-IT', 'IT');
    store.setProductQuantity(key, 2, 0);
    expect(await store.save()).toBe(false);
    expect(store.errorsOf(0, 'quantity')).toEqual([]);
    expect(store.errorsOf(0, productField(2)).map((e) => e.message.key)).toEqual(['budget.quantity.required']);
    expect(calls.filter((c) => c.method === 'save')).toHaveLength(0);
    store.setProductQuantity(key, 2, 3);
    expect(await store.save()).toBe(true);
    const [, rows, batch] = calls.find((c) => c.method === 'save')!.args as [unknown, BudgetInfo[], boolean];
    expect(batch).toBe(true);
    expect(rows.map((r) => [r.cartId, r.quantity, r.budgetCode])).toEqual([[1, 4, 'BUD-IT'], [2, 3, 'BUD-IT']]);
    store.dispose();
  });

  it('puts the lines whose budget check failed first and counts them', async () => {
    const { api } = fakeApi();
    const store = storeOf(
      { ...api, save: async () => [{ cartId: 1, success: 1 }, { cartId: 2, success: 1 }, { cartId: 3, success: 0, errorMessage: 'Insufficient budget: IT' }] },
      { batch: true, lines: [line(1), line(2), line(3)] },
    );
    store.addRow();
    store.setField(store.rows[0]!.key, 'budgetCode', 'BUD-IT', 'IT');
    expect(await store.save()).toBe(false);
    expect(store.failedCount).toBe(1);
    expect(store.lines.map((l) => l.cartId)).toEqual([3, 1, 2]);
    store.dispose();
  });

  // Spec 1 section 3 "Budget data": minPurchaseQuantity (default 1), minPackageQuantity (default 1), uomPrecision (default 0), latestPrice (default 1).
  it('reads the lines with the budget data defaults where a line leaves them out', () => {
    const { api } = fakeApi();
    const store = storeOf(api, { batch: true, lines: [line(1, { latestPrice: undefined as unknown as number }), line(2, { uomPrecision: 3, minPackageQuantity: 6 })] });
    expect(store.lines.map(({ minPurchaseQuantity, minPackageQuantity, uomPrecision, latestPrice }) => ({ minPurchaseQuantity, minPackageQuantity, uomPrecision, latestPrice }))).toEqual([
      { minPurchaseQuantity: 1, minPackageQuantity: 1, uomPrecision: 0, latestPrice: 1 },
      { minPurchaseQuantity: 1, minPackageQuantity: 6, uomPrecision: 3, latestPrice: 10 },
    ]);
    store.dispose();
  });
});

describe('BudgetPanelStore read-only', () => {
  it('a read-only panel loads but never saves', async () => {
    const { api, calls } = fakeApi([{ budgetId: 5, budgetCode: 'BUD-IT', quantity: 2 }]);
    const store = new BudgetPanelStore({ api, lines: [line(1, { qtHeaderNo: 'QT-1' })], batch: false, readOnly: true, dimensions: [projectSet], ctx });
    await store.load();
    expect(store.rows).toHaveLength(1);
    expect(await store.save()).toBe(false);
    expect(calls.map((c) => c.method)).toEqual(['list']);
  });
});

describe('budget panel rules the store relies on', () => {
  it.each([
    ['a plain line', line(1), {}, false],
    ['a punch-out item with a quotation number', line(1, { qtHeaderNo: 'QT-1' }), {}, true],
    ['a line under a purchase order header', line(1), { belongsToPoHeader: true }, true],
    ['a submitted request', line(1), { requestSubmitted: true }, true],
  ])('read-only for %s: %s', (_, l, extra, readOnly) => {
    expect(isBudgetPanelReadOnly(l, extra)).toBe(readOnly);
  });

  it.each([
    ['no selection', [], true],
    ['one company, valid lines', [line(1), line(2)], false],
    ['several companies', [line(1), line(2, { companyId: 22 })], true],
    ['an invalid line', [line(1), line(2, { invalidFlag: 1 })], true],
  ])('batch link with %s is disabled: %s', (_, selected, disabled) => {
    expect(isBatchBudgetDisabled(selected as CartLine[])).toBe(disabled);
  });
});
