import { addDays, defaultNeededDate, validateNeededDate } from '@mall/domain';
import { msg, summariseOutcomes, validateFieldRow, type FieldRow, type FieldSchema, type MallContext, type MessageRef, type OrderSubmitContext, type RequestSubmitInput, type ValidationOutcome } from '@mall/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MallRequest, PurchaseRequestService, RequestDraft, RequestEntry } from './purchase-request-service';

/** One editable line of the form; `key` tells rows apart before they have ids. */
export interface FormLine extends RequestEntry {
  readonly key: string;
}

/** What the form needs from outside: the calls, the tenant's line fields and validators, and today. */
export interface RequestFormDeps {
  readonly api: PurchaseRequestService;
  readonly ctx: () => MallContext;
  readonly lineFields: () => readonly FieldSchema[];
  /** Runs `purchase-request.submit-validators`; answers the outcomes (errors, confirms, infos). */
  readonly validators: (input: RequestSubmitInput, ctx: OrderSubmitContext) => Promise<readonly ValidationOutcome[]>;
  readonly askConfirm: (confirm: ValidationOutcome) => Promise<boolean>;
  readonly today: () => string;
  readonly newKey?: () => string;
}

const randomKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9-]/g, '');

/** The core line columns the form checks itself (besides the tenant's request-line fields). */
export const LINE_COLUMNS = ['skuName', 'specification', 'quantity', 'uomName', 'estimatedPrice', 'neededDate', 'supplierSuggestion', 'attachmentUuid', 'remark'] as const;

/**
 * The /add-purchase form (spec 1 section 2): header and manual lines, save as draft, submit,
 * re-edit a draft (renew) and copy. The form's `clientKey` is made once per opened form and sent
 * with every save, so a second click finds the request the first one made (the server agrees).
 */
export class RequestFormStore {
  clientKey: string;
  mallRequestId: number | undefined = undefined;
  requestNum: string | undefined = undefined;
  title = '';
  remark = '';
  budgetId: number | undefined = undefined;
  attachmentUuid: string | undefined = undefined;
  lines: FormLine[] = [];
  /** Field errors by `${lineKey}.${field}` (and 'title'). */
  readonly errors = new Map<string, MessageRef>();
  submitErrors: MessageRef[] = [];
  saving = false;
  saved: MallRequest | undefined = undefined;
  private seq = 0;

  constructor(private readonly deps: RequestFormDeps) {
    this.clientKey = (deps.newKey ?? randomKey)();
    makeAutoObservable<RequestFormStore, 'deps' | 'seq'>(this, { deps: false, seq: false }, { autoBind: true });
    this.addLine();
  }

  /** A new line's needed date: the tenant's need-date policy (manual goods have no delivery cycle), else empty. */
  private defaultDate(): string {
    const policy = this.deps.ctx().settings.needDateDefault;
    return policy.mode === 'delivery-cycle' ? defaultNeededDate(this.deps.today(), undefined, { daysAfterCycle: policy.extraDays, daysWithoutCycle: policy.withoutCycleDays }) : '';
  }

  private key(): string {
    this.seq += 1;
    return `line-${this.seq}`;
  }

  addLine(): void {
    this.lines.push({ key: this.key(), skuName: '', quantity: 1, uomName: '', estimatedPrice: 0, neededDate: this.defaultDate() });
  }

  copyLine(key: string): void {
    const index = this.lines.findIndex((l) => l.key === key);
    if (index < 0) return;
    const { mallRequestEntryId: _id, lineNum: _n, cancelStatus: _c, ...rest } = this.lines[index]!;
    this.lines.splice(index + 1, 0, { ...rest, key: this.key() });
  }

  removeLine(key: string): void {
    if (this.lines.length > 1) this.lines = this.lines.filter((l) => l.key !== key);
  }

  setLine(key: string, patch: Partial<RequestEntry>): void {
    const line = this.lines.find((l) => l.key === key);
    if (!line) return;
    Object.assign(line, patch);
    for (const field of Object.keys(patch)) this.errors.delete(`${key}.${field}`);
  }

  setHeader(patch: Partial<Pick<RequestFormStore, 'title' | 'remark' | 'budgetId' | 'attachmentUuid'>>): void {
    Object.assign(this, patch);
    if (patch.title !== undefined) this.errors.delete('title');
  }

  /**
   * Fills the form from a saved request: `copy` starts a new request with the same content (no
   * id, a fresh form key, today's dates where the old ones are past); otherwise re-edit (renew).
   */
  load(request: MallRequest, copy: boolean): void {
    this.mallRequestId = copy ? undefined : request.mallRequestId;
    this.requestNum = copy ? undefined : request.requestNum;
    if (copy) this.clientKey = (this.deps.newKey ?? randomKey)();
    this.title = request.title;
    this.remark = request.remark ?? '';
    this.budgetId = request.budgetId;
    this.attachmentUuid = copy ? undefined : request.attachmentUuid;
    const today = this.deps.today();
    this.lines = request.mallRequestEntryViewVOList
      .filter((e) => e.cancelStatus !== 'CANCELED')
      .map(({ mallRequestEntryId: _id, lineNum: _n, lineAmount: _a, cancelStatus: _c, ...entry }) => ({
        ...entry,
        key: this.key(),
        ...(copy ? { attachmentUuid: undefined, neededDate: entry.neededDate < today ? this.defaultDate() || addDays(today, 0) : entry.neededDate } : {}),
      }));
    if (this.lines.length === 0) this.addLine();
    this.errors.clear();
  }

  get amount(): number {
    return Math.round(this.lines.reduce((sum, l) => sum + (l.quantity || 0) * (l.estimatedPrice || 0), 0) * 100) / 100;
  }

  /** The browser's checks of every line: the core columns and the tenant's request-line fields. */
  validate(): boolean {
    this.errors.clear();
    const today = this.deps.today();
    if (!this.title.trim()) this.errors.set('title', msg('purchase-request.title.required'));
    const fields = this.deps.lineFields();
    const ctx = this.deps.ctx();
    for (const line of this.lines) {
      if (!line.skuName.trim()) this.errors.set(`${line.key}.skuName`, msg('purchase-request.line.name.required'));
      if (!line.uomName.trim()) this.errors.set(`${line.key}.uomName`, msg('purchase-request.line.uom.required'));
      if (!(line.quantity > 0)) this.errors.set(`${line.key}.quantity`, msg('purchase-request.line.quantity.positive'));
      if (!(line.estimatedPrice >= 0)) this.errors.set(`${line.key}.estimatedPrice`, msg('purchase-request.line.price.invalid'));
      const date = validateNeededDate(line.neededDate || undefined, { today });
      if (date) this.errors.set(`${line.key}.neededDate`, msg(date.key, date.params));
      for (const finding of validateFieldRow(fields, line as unknown as FieldRow, ctx)) this.errors.set(`${line.key}.${finding.field}`, finding.message);
    }
    return this.errors.size === 0;
  }

  private body(submit: boolean): RequestDraft {
    return {
      mallRequestId: this.mallRequestId,
      clientKey: this.clientKey,
      submitFlag: submit ? 1 : 0,
      title: this.title.trim(),
      budgetId: this.budgetId,
      remark: this.remark.trim() || undefined,
      attachmentUuid: this.attachmentUuid,
      mallRequestEntryList: this.lines.map(({ key: _key, ...line }) => Object.fromEntries(Object.entries(line).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as unknown as RequestEntry),
    };
  }

  /**
   * Save as a draft (no validators) or submit (validators first: an error blocks, each confirm
   * is asked). A click while a save is running is ignored; the answer is the saved request.
   */
  async save(submit: boolean): Promise<MallRequest | undefined> {
    if (this.saving) return undefined;
    this.submitErrors = [];
    if (!this.validate()) return undefined;
    this.saving = true;
    try {
      if (submit) {
        const input: RequestSubmitInput = { mallRequestId: this.mallRequestId, title: this.title, budgetId: this.budgetId, lines: this.lines };
        const summary = summariseOutcomes(await this.deps.validators(input, this.deps.ctx()));
        if (summary.blocked) {
          runInAction(() => {
            for (const o of summary.errors) {
              if (o.target.kind === 'field' && o.target.line !== undefined && this.lines[o.target.line]) this.errors.set(`${this.lines[o.target.line]!.key}.${o.target.field}`, o.message);
              else this.submitErrors.push(o.message);
            }
          });
          return undefined;
        }
        for (const confirm of summary.confirms) if (!(await this.deps.askConfirm(confirm))) return undefined;
      }
      const body = this.body(submit);
      const saved = this.mallRequestId === undefined ? await this.deps.api.save(body) : await this.deps.api.renew(body);
      runInAction(() => {
        this.saved = saved;
        this.mallRequestId = saved.mallRequestId;
        this.requestNum = saved.requestNum;
      });
      return saved;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
