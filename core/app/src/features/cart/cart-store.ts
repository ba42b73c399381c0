import { roundHalfUp, type CartGroupingMode, type CartViewType } from '@mall/domain';
import type { MessageRef } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cartPreferencesKey, DEFAULT_CART_PREFERENCES, readCartPreferences, writeCartPreferences, type CartPreferences } from './cart-preferences';
import type { SelectionRefusal } from './cart-selection';
import { CartServiceToken, type CartQuery, type CartRow, type CartService, type CartWindow } from './cart-service';

/**
 * Lines per cart call (issue 17): the first window is shown at once and the rest follows in the
 * background, so a 2,000-line cart is never one 1.5 MiB answer built in one go.
 */
export const CART_PAGE_WINDOW = 100;

/** How often a load starts again because the cart changed between its windows, before it takes the whole list. */
const WINDOW_RESTARTS = 3;

/** How long a prefetched first window stands in for the cart page's own call. */
const PREFETCH_FRESH_MS = 10_000;

/** Token of the {@link CartStore}. */
export const CartStoreToken = Symbol.for('mall.CartStore');

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Decides whether `candidate` may join `selected`; the page passes the effective rules in. */
export type SelectionCheck = (selected: readonly CartRow[], candidate: CartRow) => SelectionRefusal | undefined;

/**
 * The buyer's cart. What the buyer types is kept as a draft per line until the server has it,
 * so a failed call loses nothing; refused values stay in the draft with their message and are
 * never sent.
 */
@injectable()
export class CartStore {
  rows: CartRow[] = [];
  status: CartStatus = 'idle';
  /**
   * Whether every line of the cart is here. Until then the selection, totals and rules see only
   * the lines loaded so far, and a select-all is finished once the rest arrives.
   */
  complete = true;
  count = 0;
  /**
   * Selected lines as an observable map, so a row reads `isSelected(cartId)` and re-renders
   * only when its own entry changes, not on every click elsewhere in a 2,000-line cart.
   */
  private selection = new Map<number, true>();
  refusal: SelectionRefusal | undefined = undefined;
  drafts = new Map<number, Record<string, unknown>>();
  errors = new Map<number, Record<string, MessageRef>>();
  /** Lines whose last save failed; their drafts are kept. */
  unsaved = new Map<number, true>();
  /**
   * Whether lines show the errors of values the buyer has not touched (a needed date already
   * in the past): off until a settle or submit attempt calls {@link showAllErrors}.
   */
  showingAllErrors = false;
  preferences: CartPreferences = DEFAULT_CART_PREFERENCES;
  private query: CartQuery | undefined;
  private preferencesKey: string | undefined;
  /** Counts loads, so a superseded load's late windows are dropped. */
  private loads = 0;
  /** The first window asked for before the cart page mounted (`prefetch`), for the page's `open`. */
  private prefetched: { key: string; loads: number; at: number; first: Promise<CartWindow> } | undefined;
  private pendingSelectAll: SelectionCheck | undefined;

  constructor(@inject(CartServiceToken.id) private readonly service: CartService) {
    makeAutoObservable<CartStore, 'service' | 'query' | 'preferencesKey' | 'loads' | 'prefetched' | 'pendingSelectAll'>(this, {
      rows: observableRef,
      service: false,
      query: false,
      preferencesKey: false,
      loads: false,
      prefetched: false,
      pendingSelectAll: false,
    });
  }

  /** Lines as the buyer sees them: the server's values with the buyer's drafts over them. */
  get lines(): CartRow[] {
    if (this.drafts.size === 0) return this.rows;
    return this.rows.map((row) => {
      const draft = this.drafts.get(row.cartId);
      return draft ? ({ ...row, ...draft } as CartRow) : row;
    });
  }

  /** In cart order; costs the selection's size, not the cart's, so a click stays cheap. */
  get selectedLines(): CartRow[] {
    if (this.selection.size === 0) return [];
    const positions = this.positionById;
    const lines = this.lines;
    return [...this.selection.keys()]
      .map((id) => positions.get(id))
      .filter((index): index is number => index !== undefined)
      .sort((a, b) => a - b)
      .map((index) => lines[index]!);
  }

  /** Where each line sits in {@link lines}; recomputed only when the lines change. */
  private get positionById(): Map<number, number> {
    return new Map(this.lines.map((line, index) => [line.cartId, index]));
  }

  get selectedCount(): number {
    return this.selection.size;
  }

  /** Tracked per line: only the row whose selection changed re-renders. */
  isSelected(cartId: number): boolean {
    return this.selection.has(cartId);
  }

  /** Lines that can be selected at all; recomputed only when the lines change. */
  get selectableCount(): number {
    let count = 0;
    for (const line of this.lines) if (line.invalidFlag !== 1) count++;
    return count;
  }

  /** Invalid lines never enter the selection, so comparing counts is enough. */
  get allSelected(): boolean {
    return this.selectableCount > 0 && this.selection.size === this.selectableCount;
  }

  /**
   * None, some or all selectable lines selected. A computed of three values: what reads it
   * (the select-all box, the delete-selected button) re-renders only when it flips, not per click.
   */
  get selectionState(): 'none' | 'some' | 'all' {
    if (this.allSelected) return 'all';
    return this.selection.size > 0 ? 'some' : 'none';
  }

  /** The server's values by line, so a row finds its saved quantity without a scan. */
  private get savedById(): Map<number, CartRow> {
    return new Map(this.rows.map((row) => [row.cartId, row]));
  }

  savedRow(cartId: number): CartRow | undefined {
    return this.savedById.get(cartId);
  }

  /**
   * Called by a settle or submit attempt (the footer's Settle button): from now on every line
   * shows its errors, including values the buyer has not touched.
   */
  showAllErrors(): void {
    this.showingAllErrors = true;
  }

  /**
   * Re-sorts the cart so these lines come first, in the order given, the others keeping theirs:
   * what a settle confirm's action does (cancelling the expiry confirm puts those goods on top).
   * Lasts until the cart is loaded again.
   */
  putFirst(cartIds: readonly number[]): void {
    const rank = new Map(cartIds.map((id, index) => [id, index]));
    const first = this.rows.filter((r) => rank.has(r.cartId)).sort((a, b) => rank.get(a.cartId)! - rank.get(b.cartId)!);
    if (first.length === 0) return;
    this.rows = [...first, ...this.rows.filter((r) => !rank.has(r.cartId))];
  }

  /**
   * Whether a line shows the errors of values the buyer has not touched: after a settle or
   * submit attempt, and only on the selected lines, which are the ones settled (issue 18).
   */
  showsUntouchedErrors(cartId: number): boolean {
    return this.showingAllErrors && this.selection.has(cartId);
  }

  /** Total of the selected lines per currency, in the order the currencies first appear. */
  get totalsByCurrency(): { currency: string; amount: number }[] {
    const totals = new Map<string, number>();
    for (const line of this.selectedLines) {
      totals.set(line.currencyCode, (totals.get(line.currencyCode) ?? 0) + (Number(line.quantity) || 0) * (line.latestPrice ?? 0));
    }
    return [...totals].map(([currency, amount]) => ({ currency, amount: roundHalfUp(amount, 2) }));
  }

  errorsOf(cartId: number): Record<string, MessageRef> {
    return this.errors.get(cartId) ?? {};
  }

  /** Reads the remembered view for this organisation and user. */
  usePreferencesOf(organizationId: number, userId: number): void {
    this.preferencesKey = cartPreferencesKey(organizationId, userId);
    this.preferences = readCartPreferences(this.preferencesKey);
  }

  setViewType(viewType: CartViewType): void {
    this.savePreferences({ ...this.preferences, viewType });
  }

  setGroupingMode(groupingMode: CartGroupingMode): void {
    this.savePreferences({ ...this.preferences, groupingMode });
  }

  /**
   * Asks for the cart's first window while the cart page's code still downloads (core's start,
   * see page-data-prefetch.ts). Only the first: the rest would compete with the page's own start
   * for the main thread, so they follow once the page loads (measured: prefetching the whole load
   * made the first render slower, 779-1,056 ms against 871-984).
   */
  prefetch(query: CartQuery): void {
    const first = this.service.window(query, 0, CART_PAGE_WINDOW);
    first.catch(() => undefined); // the page's load asks again if it failed
    this.prefetched = { key: JSON.stringify(query), loads: this.loads, at: Date.now(), first };
  }

  /**
   * The cart page's load: starts from the prefetched first window of the same cart if nothing
   * loaded (or wrote) since and it is at most PREFETCH_FRESH_MS old; else asks afresh.
   */
  open(query: CartQuery): Promise<void> {
    const prefetched = this.prefetched;
    this.prefetched = undefined;
    const fresh = prefetched && prefetched.key === JSON.stringify(query) && prefetched.loads === this.loads && Date.now() - prefetched.at <= PREFETCH_FRESH_MS;
    return this.load(query, fresh ? prefetched.first : undefined);
  }

  /** Loads the cart window by window: ready with the first (`asked`, if already asked for), complete with the last. */
  async load(query: CartQuery, asked?: Promise<CartWindow>): Promise<void> {
    const load = ++this.loads;
    this.query = query;
    this.status = 'loading';
    try {
      // A failed early ask is asked again here.
      let first = (await asked?.catch(() => undefined)) ?? (await this.service.window(query, 0, CART_PAGE_WINDOW));
      if (load !== this.loads) return;
      this.showFirst(first);
      for (let restarts = 0; this.rows.length < first.total && load === this.loads; ) {
        const next = await this.service.window(query, this.rows.length, CART_PAGE_WINDOW);
        if (load !== this.loads) return;
        if (next.version === first.version && next.rows.length > 0) {
          this.append(next.rows);
          continue;
        }
        // The cart changed between two windows (a write here or in another tab): lines may have
        // moved, so the load starts again rather than miss or double one.
        if (++restarts > WINDOW_RESTARTS) {
          const rows = await this.service.list(query);
          if (load === this.loads) this.showFirst({ rows, total: rows.length });
          break;
        }
        first = await this.service.window(query, 0, CART_PAGE_WINDOW);
        if (load !== this.loads) return;
        this.showFirst(first);
      }
      if (load === this.loads) this.finishLoad();
    } catch {
      runInAction(() => {
        if (load === this.loads) this.status = 'error';
      });
    }
    void this.refreshCount();
  }

  private showFirst(first: CartWindow): void {
    this.rows = first.rows;
    this.status = 'ready';
    this.complete = first.rows.length >= first.total;
    if (this.complete) this.forgetGone();
  }

  private append(rows: readonly CartRow[]): void {
    const here = new Set(this.rows.map((r) => r.cartId));
    this.rows = [...this.rows, ...rows.filter((r) => !here.has(r.cartId))];
  }

  /** All lines are here: forget selected lines that left the cart, finish a select-all asked for meanwhile. */
  private finishLoad(): void {
    this.complete = true;
    this.forgetGone();
    const check = this.pendingSelectAll;
    this.pendingSelectAll = undefined;
    if (check) this.selectAll(check);
  }

  private forgetGone(): void {
    const ids = new Set(this.rows.map((r) => r.cartId));
    for (const id of [...this.selection.keys()]) if (!ids.has(id)) this.selection.delete(id);
  }

  async refreshCount(): Promise<void> {
    const count = await this.service.count().catch(() => undefined);
    runInAction(() => {
      this.count = count ?? this.rows.length;
    });
  }

  /** Toggles a line; a selection the rules refuse is not made and the refusal is kept to show. */
  toggle(candidate: CartRow, check: SelectionCheck): void {
    if (this.selection.has(candidate.cartId)) {
      this.selection.delete(candidate.cartId);
      this.refusal = undefined;
      return;
    }
    if (candidate.invalidFlag === 1) return;
    const refusal = check(this.selectedLines, candidate);
    this.refusal = refusal;
    if (!refusal) this.selection.set(candidate.cartId, true);
  }

  /** Selects every valid line the rules allow, in order; the first refusal is shown. */
  selectAll(check: SelectionCheck): void {
    if (!this.complete) this.pendingSelectAll = check;
    const selected = this.selectedLines;
    let first: SelectionRefusal | undefined;
    for (const line of this.lines) {
      if (line.invalidFlag === 1 || this.selection.has(line.cartId)) continue;
      const refusal = check(selected, line);
      if (refusal) first ??= refusal;
      else {
        selected.push(line);
        this.selection.set(line.cartId, true);
      }
    }
    this.refusal = first;
  }

  dismissRefusal(): void {
    this.refusal = undefined;
  }

  clearSelection(): void {
    this.pendingSelectAll = undefined;
    this.selection.clear();
    this.refusal = undefined;
  }

  /**
   * Records what the buyer entered in one field. With an error it stays a draft beside its
   * message; otherwise it is sent, and kept as a draft if the call fails.
   */
  async edit(cartId: number, field: string, value: unknown, error?: MessageRef): Promise<void> {
    return this.editFields(cartId, { [field]: value }, { [field]: error });
  }

  /**
   * Several fields of one line in one save (a line field and the dependants it clears, a lookup
   * and its meaning); `findings` holds each changed field's finding, undefined when it holds.
   */
  async editFields(cartId: number, changes: Record<string, unknown>, findings: Record<string, MessageRef | undefined> = {}): Promise<void> {
    this.drafts.set(cartId, { ...this.drafts.get(cartId), ...changes });
    const errors = { ...this.errors.get(cartId) };
    for (const field of Object.keys(changes)) {
      const error = findings[field];
      if (error) errors[field] = error;
      else delete errors[field];
    }
    if (Object.keys(errors).length > 0) this.errors.set(cartId, errors);
    else this.errors.delete(cartId);
    // A line with any standing error is not sent; its drafts wait beside their messages.
    if (Object.keys(errors).length > 0) return;
    const line = this.lines.find((l) => l.cartId === cartId);
    if (!line || !this.query) return;
    try {
      await this.service.update(line, this.query);
      runInAction(() => {
        this.rows = this.rows.map((r) => (r.cartId === cartId ? line : r));
        this.drafts.delete(cartId);
        this.unsaved.delete(cartId);
      });
    } catch {
      runInAction(() => this.unsaved.set(cartId, true));
    }
  }

  async remove(cartIds: readonly number[]): Promise<void> {
    await this.service.remove(cartIds);
    runInAction(() => {
      const gone = new Set(cartIds);
      this.rows = this.rows.filter((r) => !gone.has(r.cartId));
      for (const id of cartIds) {
        this.selection.delete(id);
        this.drafts.delete(id);
        this.errors.delete(id);
      }
    });
    void this.refreshCount();
  }

  async changeAddress(addressId: number): Promise<void> {
    await this.service.changeAddress(addressId);
    if (this.query) await this.load(this.query);
  }

  private savePreferences(preferences: CartPreferences): void {
    this.preferences = preferences;
    if (this.preferencesKey) writeCartPreferences(this.preferencesKey, preferences);
  }
}
