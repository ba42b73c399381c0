import { msg, type CartLine } from '@mall/sdk';
import { autorun } from 'mobx';
import type { CartQuery, CartRow, CartService } from './cart-service';
import { CART_PAGE_WINDOW, CartStore, type SelectionCheck } from './cart-store';

const line = (cartId: number, currencyCode = 'CNY', over: Partial<CartLine> = {}): CartRow =>
  ({ cartId, productId: cartId, productName: `P${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 10, currencyCode, ...over }) as CartRow;

const query: CartQuery = { companyId: 21, purchaseType: 'COMPANY', ownerId: 7 };

/** A service over `rows` answering windows as the server does; `version` is read per call. */
function serviceOver(rows: () => CartRow[], version: () => string = () => 'v1', windows: [number, number][] = []): CartService {
  return {
    list: async () => rows(),
    window: async (_query, offset, limit) => {
      windows.push([offset, limit]);
      return { rows: rows().slice(offset, offset + limit), total: rows().length, version: version() };
    },
    count: async () => rows().length,
    update: async () => undefined,
    remove: async () => undefined,
    changeAddress: async () => undefined,
  };
}

async function storeWith(rows: CartRow[]) {
  const store = new CartStore(serviceOver(() => rows));
  await store.load(query);
  return store;
}

const sameCurrency: SelectionCheck = (selected, candidate) =>
  selected.some((l) => l.currencyCode !== candidate.currencyCode) ? { cartId: candidate.cartId, message: msg('cart.same-currency'), ruleId: 'core.cart.same-currency', pluginId: 'core' } : undefined;

describe('cart store selection', () => {
  it('keeps the selected lines in cart order whatever the click order', async () => {
    const store = await storeWith([line(1), line(2), line(3)]);
    store.toggle(store.lines[2]!, sameCurrency);
    store.toggle(store.lines[0]!, sameCurrency);
    expect(store.selectedLines.map((l) => l.cartId)).toEqual([1, 3]);
    expect(store.selectedCount).toBe(2);
  });

  it('counts all selected against the selectable lines only', async () => {
    const store = await storeWith([line(1), line(2, 'CNY', { invalidFlag: 1 })]);
    store.selectAll(sameCurrency);
    expect(store.allSelected).toBe(true);
    expect(store.isSelected(2)).toBe(false);
  });

  it("re-runs a row's reaction only when that row's selection changes", async () => {
    const store = await storeWith([line(1), line(2), line(3)]);
    let runs = 0;
    const dispose = autorun(() => {
      store.isSelected(1);
      runs++;
    });
    store.toggle(store.lines[1]!, sameCurrency);
    store.toggle(store.lines[2]!, sameCurrency);
    expect(runs).toBe(1);
    store.toggle(store.lines[0]!, sameCurrency);
    expect(runs).toBe(2);
    dispose();
  });

  it('re-runs a reaction on the selection state only when it flips between none, some and all', async () => {
    const store = await storeWith([line(1), line(2), line(3)]);
    const states: string[] = [];
    const dispose = autorun(() => states.push(store.selectionState));
    store.toggle(store.lines[0]!, sameCurrency);
    store.toggle(store.lines[1]!, sameCurrency);
    store.toggle(store.lines[2]!, sameCurrency);
    store.toggle(store.lines[2]!, sameCurrency);
    store.toggle(store.lines[1]!, sameCurrency);
    store.toggle(store.lines[0]!, sameCurrency);
    expect(states).toEqual(['none', 'some', 'all', 'some', 'none']);
    dispose();
  });

  it('refuses a selection the rules refuse and keeps the refusal', async () => {
    const store = await storeWith([line(1), line(2, 'USD')]);
    store.toggle(store.lines[0]!, sameCurrency);
    store.toggle(store.lines[1]!, sameCurrency);
    expect(store.refusal?.ruleId).toBe('core.cart.same-currency');
    expect(store.selectedLines.map((l) => l.cartId)).toEqual([1]);
  });

  it('shows untouched errors only after showAllErrors', async () => {
    const store = await storeWith([line(1)]);
    expect(store.showingAllErrors).toBe(false);
    store.showAllErrors();
    expect(store.showingAllErrors).toBe(true);
  });

  // 'requirement date cannot be empty' after Settle belongs to the lines being settled, not to every line.
  it('after Settle shows untouched errors on the selected lines only', async () => {
    const store = await storeWith([line(1), line(2)]);
    store.toggle(store.lines[0]!, sameCurrency);
    expect(store.showsUntouchedErrors(1)).toBe(false);
    store.showAllErrors();
    expect(store.showsUntouchedErrors(1)).toBe(true);
    expect(store.showsUntouchedErrors(2)).toBe(false);
  });
});

describe('cart store re-sorting (a settle confirm action)', () => {
  it('puts the given lines first in the given order and keeps the others in theirs', async () => {
    const store = await storeWith([line(1), line(2), line(3), line(4)]);
    store.putFirst([4, 2, 99]);
    expect(store.lines.map((l) => l.cartId)).toEqual([4, 2, 1, 3]);
    store.putFirst([]);
    expect(store.lines.map((l) => l.cartId)).toEqual([4, 2, 1, 3]);
  });
});

describe('cart store windows (issue 17)', () => {
  const many = (n: number, from = 1) => Array.from({ length: n }, (_, i) => line(from + i));

  it(`loads a big cart ${CART_PAGE_WINDOW} lines per call, ready after the first window, complete after the last`, async () => {
    const rows = many(CART_PAGE_WINDOW * 2 + 50);
    const windows: [number, number][] = [];
    const store = new CartStore(serviceOver(() => rows, undefined, windows));
    const seen: [string, number, boolean][] = [];
    const dispose = autorun(() => seen.push([store.status, store.rows.length, store.complete]));
    await store.load(query);
    dispose();
    expect(windows).toEqual([[0, CART_PAGE_WINDOW], [CART_PAGE_WINDOW, CART_PAGE_WINDOW], [CART_PAGE_WINDOW * 2, CART_PAGE_WINDOW]]);
    expect(seen).toContainEqual(['ready', CART_PAGE_WINDOW, false]);
    expect(store.complete).toBe(true);
    expect(store.lines.map((l) => l.cartId)).toEqual(rows.map((r) => r.cartId));
  });

  it('starts again when the cart changed between two windows, so no line is missed or doubled', async () => {
    let rows = many(CART_PAGE_WINDOW + 10);
    let version = 'v1';
    const windows: [number, number][] = [];
    const service = serviceOver(() => rows, () => version, windows);
    const window = service.window.bind(service);
    // Another tab adds a line at the top right after the first window is read.
    service.window = async (q, offset, limit) => {
      const answer = await window(q, offset, limit);
      if (windows.length === 1) {
        rows = [line(9999), ...rows];
        version = 'v2';
      }
      return answer;
    };
    const store = new CartStore(service);
    await store.load(query);
    expect(windows.map(([offset]) => offset)).toEqual([0, CART_PAGE_WINDOW, 0, CART_PAGE_WINDOW]);
    expect(store.lines.map((l) => l.cartId)).toEqual(rows.map((r) => r.cartId));
  });

  it('a select-all made before the last window arrives takes the later lines too, and the totals add them', async () => {
    const rows = many(CART_PAGE_WINDOW + 5);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const service = serviceOver(() => rows);
    const window = service.window.bind(service);
    service.window = async (q, offset, limit) => {
      if (offset > 0) await held;
      return window(q, offset, limit);
    };
    const store = new CartStore(service);
    const loading = store.load(query);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.status).toBe('ready');
    expect(store.complete).toBe(false);
    store.selectAll(sameCurrency);
    expect(store.selectedCount).toBe(CART_PAGE_WINDOW);
    release();
    await loading;
    expect(store.selectedCount).toBe(rows.length);
    expect(store.totalsByCurrency).toEqual([{ currency: 'CNY', amount: rows.length * 10 }]);
  });
});

describe('cart store prefetch (issue 20: the cart call leaves beside the page chunk)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the page's open starts from the prefetched first window of the same cart instead of asking again", async () => {
    const windows: [number, number][] = [];
    const rows = Array.from({ length: CART_PAGE_WINDOW + 2 }, (_, i) => line(i + 1));
    const store = new CartStore(serviceOver(() => rows, undefined, windows));
    store.prefetch(query);
    expect(windows).toEqual([[0, CART_PAGE_WINDOW]]);
    await store.open({ ...query });
    // Only the first window was asked for early; the page's load asks for the rest.
    expect(windows).toEqual([[0, CART_PAGE_WINDOW], [CART_PAGE_WINDOW, CART_PAGE_WINDOW]]);
    expect(store.lines.map((l) => l.cartId)).toEqual(rows.map((r) => r.cartId));
    // Adopted once: the next open (the buyer comes back to the cart) reads it afresh.
    await store.open(query);
    expect(windows).toHaveLength(4);
  });

  it('loads afresh for another cart, after a load since the prefetch, or once the prefetch is old', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const windows: [number, number][] = [];
    const store = new CartStore(serviceOver(() => [line(1)], undefined, windows));
    store.prefetch(query);
    await store.open({ ...query, ownerId: 8 });
    expect(windows).toHaveLength(2);

    store.prefetch(query);
    await store.load(query); // a reload (a budget save) since the prefetch
    await store.open(query);
    expect(windows).toHaveLength(5);

    store.prefetch(query);
    vi.advanceTimersByTime(10_001);
    await store.open(query);
    expect(windows).toHaveLength(7);

    // A failed prefetch is asked again by the page.
    const failing = serviceOver(() => [line(1)], undefined, windows);
    let calls = 0;
    const window = failing.window;
    failing.window = async (...args) => (++calls === 1 ? Promise.reject(new Error('offline')) : window(...args));
    const again = new CartStore(failing);
    again.prefetch(query);
    await again.open(query);
    expect(calls).toBe(2);
    expect(again.status).toBe('ready');
  });
});
