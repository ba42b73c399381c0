import {
  budgetFailuresFirst,
  budgetRowStatus,
  REMAINING_BUDGET_DEBOUNCE_MS,
  validateBatchProductQuantity,
  validateBudgetRowQuantity,
  withBudgetDataDefaults,
} from '@mall/domain';
import {
  applyFieldChange,
  budgetFields,
  defaultFieldValues,
  isEmptyValue,
  validateFieldRow,
  type BudgetApi,
  type BudgetDimensions,
  type BudgetInfo,
  type BudgetLineOutcome,
  type BudgetPanelContext,
  type CartLine,
  type FieldRow,
  type FieldSchema,
  type HttpClient,
  type MallContext,
  type MessageRef,
} from '@mall/sdk';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** One budget row in the panel; in batch mode `products` holds each line's quantity for it. */
export interface PanelRow {
  readonly key: number;
  values: BudgetInfo;
  products: Record<number, number | undefined>;
}

/** A finding shown next to a cell (`field`), a product (`product:<cartId>`), a row, or the table. */
export interface PanelError {
  readonly row?: number;
  readonly field?: string;
  readonly message: MessageRef;
}

export interface BudgetPanelOptions {
  readonly api: BudgetApi;
  readonly lines: readonly CartLine[];
  readonly batch: boolean;
  readonly readOnly: boolean;
  /** The effective `budget.dimensions` contributions. */
  readonly dimensions: readonly BudgetDimensions[];
  readonly ctx: MallContext;
  /** Handed to the contributions' `rowDefaults`; without it no server defaults are asked. */
  readonly http?: HttpClient;
}

export const productField = (cartId: number) => `product:${cartId}`;

/**
 * The budget allocation panel of one line or, in batch mode, of the selected lines (spec 1
 * section 4 "Budget rows"): open, load, edit, validate, save. Rows the buyer typed stay when a
 * call fails; a save with any finding sends nothing.
 */
export class BudgetPanelStore {
  rows: PanelRow[] = [];
  errors: PanelError[] = [];
  loading = false;
  saving = false;
  outcomes: readonly BudgetLineOutcome[] = [];
  readonly fields: FieldSchema[];
  private nextKey = 1;
  private remainTimer: ReturnType<typeof setTimeout> | undefined;
  private remainSeq = 0;
  /** What the contributions' `rowDefaults` answered, for rows added from now on. */
  private serverDefaults: FieldRow = {};

  constructor(private readonly options: BudgetPanelOptions) {
    this.fields = budgetFields(options.dimensions, options.ctx);
    makeAutoObservable<BudgetPanelStore, 'options' | 'nextKey' | 'remainTimer' | 'remainSeq' | 'serverDefaults'>(this, {
      options: false,
      fields: false,
      nextKey: false,
      remainTimer: false,
      remainSeq: false,
      serverDefaults: false,
      outcomes: observableRef,
    });
  }

  get batch(): boolean {
    return this.options.batch;
  }

  get readOnly(): boolean {
    return this.options.readOnly;
  }

  get panelContext(): BudgetPanelContext {
    return { ...this.options.ctx, lines: this.options.lines, batch: this.options.batch };
  }

  /** The lines with the spec's budget data defaults (price 1, precision 0...), those whose budget check failed first. */
  get lines(): CartLine[] {
    return budgetFailuresFirst(this.options.lines.map(withBudgetDataDefaults), (line) => this.outcomeOf(line.cartId)?.success);
  }

  get failedCount(): number {
    return this.outcomes.filter((o) => o.success === 0).length;
  }

  outcomeOf(cartId: number): BudgetLineOutcome | undefined {
    return this.outcomes.find((o) => o.cartId === cartId);
  }

  statusOf(row: PanelRow): 'add' | 'update' {
    return budgetRowStatus(row.values);
  }

  errorsOf(row: number | undefined, field?: string): PanelError[] {
    return this.errors.filter((e) => e.row === row && e.field === field);
  }

  /** Loads the line's saved rows; a batch starts empty, since it overwrites what the lines had. */
  async load(): Promise<void> {
    await Promise.all([this.loadRowDefaults(), this.loadSaved()]);
  }

  private async loadSaved(): Promise<void> {
    const [line] = this.options.lines;
    if (this.options.batch || !line) return;
    this.loading = true;
    try {
      const saved = await this.options.api.list(line);
      runInAction(() => {
        // Rows the buyer added while the list was on its way stay after the saved ones.
        this.rows = [...saved.map((values) => ({ key: this.nextKey++, values, products: {} })), ...this.rows.filter((r) => this.statusOf(r) === 'add')];
      });
    } catch {
      // The HTTP client has told the buyer; the panel stays usable with what it has.
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** 'New budget': a row with the fields' defaults; in a batch the first row takes each line's quantity. */
  addRow(): void {
    const orderSeq = Math.max(0, ...this.rows.map((r) => r.values.orderSeq ?? 0)) + 1;
    const products: Record<number, number | undefined> = {};
    for (const line of this.options.lines) products[line.cartId] = this.rows.length === 0 ? line.quantity : undefined;
    this.rows.push({ key: this.nextKey++, values: { ...defaultFieldValues(this.fields, this.options.ctx), ...this.serverDefaults, orderSeq }, products });
  }

  /**
   * Asks every contribution's `rowDefaults` once. Rows added before the answers arrive get them
   * in the fields still empty; what the buyer chose meanwhile stays.
   */
  private async loadRowDefaults(): Promise<void> {
    const { http } = this.options;
    const sources = this.options.dimensions.filter((d) => d.rowDefaults);
    if (this.readOnly || !http || sources.length === 0) return;
    const ctx = { ...this.panelContext, http };
    const answers = await Promise.allSettled(sources.map((d) => d.rowDefaults!(ctx)));
    const defaults: Record<string, unknown> = {};
    for (const answer of answers) if (answer.status === 'fulfilled') Object.assign(defaults, answer.value);
    runInAction(() => {
      this.serverDefaults = defaults;
      for (const row of this.rows) {
        if (this.statusOf(row) !== 'add') continue;
        const missing = Object.entries(defaults).filter(([name]) => isEmptyValue(row.values[name]));
        if (missing.length > 0) row.values = { ...row.values, ...Object.fromEntries(missing) };
      }
    });
  }

  /** Sets a field (and the lookup's display text as `<name>Meaning`), clearing its dependants. */
  setField(key: number, name: string, value: unknown, meaning?: string): void {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return;
    const next = applyFieldChange(this.fields, row.values, name, value) as BudgetInfo;
    if (meaning !== undefined || `${name}Meaning` in row.values) next[`${name}Meaning`] = meaning;
    row.values = next;
    this.dropErrors(this.rows.indexOf(row), name);
    this.scheduleRemain();
  }

  setProductQuantity(key: number, cartId: number, quantity: number | undefined): void {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return;
    row.products = { ...row.products, [cartId]: quantity };
    this.dropErrors(this.rows.indexOf(row), productField(cartId));
  }

  /** Removes an unsaved row locally. */
  cancel(key: number): void {
    this.rows = this.rows.filter((r) => r.key !== key);
    this.errors = [];
  }

  /** Deletes a saved row on the server, then from the panel; on failure the row stays. */
  async remove(key: number): Promise<boolean> {
    const row = this.rows.find((r) => r.key === key);
    const [line] = this.options.lines;
    if (!row || !line) return false;
    try {
      await this.options.api.remove(line, [{ ...row.values, cartId: line.cartId }]);
    } catch {
      return false;
    }
    this.cancel(key);
    return true;
  }

  /** Every finding of the field schema, the quantity rules and each contribution's validators. */
  validate(): boolean {
    const ctx = this.panelContext;
    const found: PanelError[] = [];
    const values = this.rows.map((r) => r.values);
    this.rows.forEach((row, index) => {
      for (const e of validateFieldRow(this.fields, row.values, ctx)) found.push({ row: index, field: e.field, message: e.message });
      const quantity = validateBudgetRowQuantity(toNumber(row.values.quantity), this.batch);
      if (quantity) found.push({ row: index, field: 'quantity', message: quantity });
      if (this.batch) {
        for (const line of this.options.lines) {
          const refused = validateBatchProductQuantity(row.products[line.cartId]);
          if (refused) found.push({ row: index, field: productField(line.cartId), message: refused });
        }
      }
      for (const d of this.options.dimensions) for (const e of d.validateRow?.(row.values, index, ctx) ?? []) found.push(e);
    });
    for (const d of this.options.dimensions) for (const e of d.validateTable?.(values, ctx) ?? []) found.push(e);
    this.errors = found;
    return found.length === 0;
  }

  /** Validates, then saves; true when every line passed its budget check and the panel may close. */
  async save(): Promise<boolean> {
    if (this.readOnly || this.saving || !this.validate()) return false;
    this.saving = true;
    try {
      const outcomes = (await this.options.api.save(this.options.lines, this.rowsToSend(), this.batch)) ?? [];
      runInAction(() => {
        this.outcomes = outcomes;
      });
      return outcomes.every((o) => o.success !== 0);
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  dispose(): void {
    if (this.remainTimer) clearTimeout(this.remainTimer);
    this.remainSeq++;
  }

  /** Asks the remaining budget once the buyer pauses (spec: debounced 500 ms). */
  private scheduleRemain(): void {
    if (this.remainTimer) clearTimeout(this.remainTimer);
    this.remainTimer = setTimeout(() => void this.refreshRemain(), REMAINING_BUDGET_DEBOUNCE_MS);
  }

  private async refreshRemain(): Promise<void> {
    const seq = ++this.remainSeq;
    // Only rows the buyer has filled in: an endpoint cannot say what is left of a budget not yet named.
    const ctx = this.panelContext;
    const rows = this.rowsToSend().filter((row) => row.quantity !== undefined && !Number.isNaN(row.quantity) && validateFieldRow(this.fields, row, ctx).length === 0);
    if (rows.length === 0) return;
    let answer: BudgetInfo[];
    try {
      answer = await this.options.api.remain(this.options.lines, rows);
    } catch {
      return;
    }
    if (seq !== this.remainSeq) return;
    runInAction(() => {
      for (const row of this.rows) {
        const match = answer.find((a) => (row.values.budgetId !== undefined ? a.budgetId === row.values.budgetId : a.budgetId === undefined && a.orderSeq === row.values.orderSeq));
        if (match?.remainingBudget !== undefined) row.values = { ...row.values, remainingBudget: match.remainingBudget };
      }
    });
  }

  private rowsToSend(): BudgetInfo[] {
    const { lines } = this.options;
    if (!this.batch) return this.rows.map((r) => ({ ...r.values, cartId: lines[0]?.cartId, quantity: toNumber(r.values.quantity) }));
    return this.rows.flatMap((r) => lines.map((line) => ({ ...r.values, budgetId: undefined, cartId: line.cartId, quantity: r.products[line.cartId] })));
  }

  private dropErrors(row: number, field: string): void {
    this.errors = this.errors.filter((e) => !(e.row === row && (e.field === field || e.field === undefined)));
  }
}

function toNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' ? value : Number(value);
}

/** What a panel brings to its store; the API, HTTP client and dimensions come from the container. */
export type BudgetPanelStoreFactory = (input: Pick<BudgetPanelOptions, 'lines' | 'batch' | 'readOnly' | 'ctx'>) => BudgetPanelStore;
export const BudgetPanelStoreFactoryToken = Symbol.for('mall.BudgetPanelStoreFactory');
