import { baseQuantityFromPackage, prepareReceiptLines, roundHalfUp, type ReceiptStockEntry } from '@mall/domain';
import { receiptLineFields, summariseOutcomes, validateFieldRow, type FieldRow, type FieldSchema, type MessageRef, type OrderSubmitContext, type ReceiptSubmitLine, type ValidationOutcome } from '@mall/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PluginHost } from '../../platform/plugin-host';
import { usesPackageUnits } from './receipt-rules';
import type { DeliveryLine, ReceiptData, ReceiptEntryBody, ReceiptService } from './receipt-service';
import { runReceiptValidators } from './run-receipt-validators';

/** A delivery line being received: what the buyer entered beside the line as delivered. */
export interface DraftLine {
  readonly line: DeliveryLine;
  checked: boolean;
  quantity?: number;
  packageQuantity?: number;
  remark?: string;
  attachmentUuid?: string;
  /** 'convert to stock for use' (receive-and-store lines; default on). */
  storage: boolean;
  stock: ReceiptStockEntry[];
  /** Values of the tenant's `fields.receipt-line` fields. */
  extras: FieldRow;
}

export type ReceiptStage = 'lines' | 'stock';
export type ConfirmResult = 'invalid' | 'stock' | 'received' | 'failed' | 'cancelled';

export interface ReceiptDrawerStoreDeps {
  readonly service: ReceiptService;
  readonly host: Pick<PluginHost, 'get' | 'explain'>;
  readonly ctx: () => OrderSubmitContext;
  /** Asks the buyer the validators' confirms; resolves true to go on. */
  readonly ask: (messages: readonly MessageRef[]) => Promise<boolean>;
  /** Today's receipt time, YYYY-MM-DD HH:mm:ss. */
  readonly now: () => string;
}

export const errorKey = (consignmentEntryId: number, field: string) => `${consignmentEntryId}:${field}`;

/**
 * The goods receipt drawer's state (spec 2 sections 2, 4 and 5): lines with nothing waiting are
 * dropped, the rest start checked at their waiting quantity (package lines at their waiting
 * packages); entering packages recomputes the base quantity. Confirming runs the receipt
 * validators (core's rules are contributions too) and the receipt-line fields; lines received
 * into stock lead to the stock stage first; then one receipt-submit.
 */
export class ReceiptDrawerStore {
  data?: ReceiptData;
  drafts: DraftLine[] = [];
  stage: ReceiptStage = 'lines';
  errors = new Map<string, MessageRef>();
  submitErrors: MessageRef[] = [];
  infos: MessageRef[] = [];
  serverError?: unknown;
  submitting = false;

  constructor(private readonly deps: ReceiptDrawerStoreDeps) {
    makeAutoObservable<ReceiptDrawerStore, 'deps'>(this, { deps: false });
  }

  get fields(): FieldSchema[] {
    return this.deps.host.get(receiptLineFields).map((c) => c.field);
  }

  load(data: ReceiptData): void {
    this.data = data;
    this.stage = 'lines';
    this.drafts = prepareReceiptLines(data.lineList).map((prepared) => {
      // The domain's rule keeps every property of the lines it keeps (a spread of each).
      const line = prepared as unknown as DeliveryLine;
      const packed = usesPackageUnits(line);
      return {
        line,
        checked: prepared.checked,
        quantity: prepared.thisTimeReceiveQuantity,
        packageQuantity: packed ? roundHalfUp(line.waitingReceiveQuantity / line.customQuantity!, line.customUomPrecision ?? 0) : undefined,
        storage: line.receiveAndStorageFlag === 1,
        stock: [],
        extras: {},
      };
    });
    this.clearFindings();
  }

  get checkedDrafts(): DraftLine[] {
    return this.drafts.filter((d) => d.checked);
  }

  get allChecked(): boolean {
    return this.drafts.length > 0 && this.drafts.every((d) => d.checked);
  }

  /** Checked lines going into stock: the stock stage lists these. */
  get storageDrafts(): DraftLine[] {
    return this.checkedDrafts.filter((d) => d.storage && d.line.receiveAndStorageFlag === 1);
  }

  get hasGiftFollowingActual(): boolean {
    return this.drafts.some((d) => d.line.giftType === 2);
  }

  private draft(id: number): DraftLine {
    const found = this.drafts.find((d) => d.line.consignmentEntryId === id);
    if (!found) throw new Error(`no receipt line ${id}`);
    return found;
  }

  setChecked(id: number, checked: boolean): void {
    this.draft(id).checked = checked;
  }

  setAllChecked(checked: boolean): void {
    for (const d of this.drafts) d.checked = checked;
  }

  setQuantity(id: number, quantity: number | undefined): void {
    this.draft(id).quantity = quantity;
    this.errors.delete(errorKey(id, 'thisTimeReceiveQuantity'));
  }

  /** Entering packages recomputes the base quantity: packages times customQuantity. */
  setPackageQuantity(id: number, packageQuantity: number | undefined): void {
    const d = this.draft(id);
    d.packageQuantity = packageQuantity;
    d.quantity = packageQuantity === undefined ? undefined : baseQuantityFromPackage(packageQuantity, d.line.customQuantity!, d.line.uomPrecision);
    this.errors.delete(errorKey(id, 'packageQuantity'));
    this.errors.delete(errorKey(id, 'thisTimeReceiveQuantity'));
  }

  setRemark(id: number, remark: string): void {
    this.draft(id).remark = remark;
  }

  setAttachment(id: number, attachmentUuid: string): void {
    this.draft(id).attachmentUuid = attachmentUuid;
  }

  setStorage(id: number, storage: boolean): void {
    this.draft(id).storage = storage;
  }

  setExtras(id: number, extras: FieldRow): void {
    this.draft(id).extras = extras;
  }

  /** A stock stage line starts with one entry of this receipt's whole quantity, its warehouse to pick. */
  ensureStockRows(): void {
    for (const d of this.storageDrafts) if (d.stock.length === 0) d.stock.push({ quantity: d.quantity });
  }

  addStockRow(id: number): void {
    this.draft(id).stock.push({ quantity: 0 });
  }

  removeStockRow(id: number, index: number): void {
    this.draft(id).stock.splice(index, 1);
  }

  setStockRow(id: number, index: number, patch: Partial<ReceiptStockEntry>): void {
    const d = this.draft(id);
    d.stock[index] = { ...d.stock[index], ...patch };
    this.errors.delete(errorKey(id, 'receiveSkuStock'));
  }

  backToLines(): void {
    this.stage = 'lines';
  }

  private submitLine(d: DraftLine): ReceiptSubmitLine {
    return {
      ...d.line,
      ...d.extras,
      thisTimeReceiveQuantity: d.quantity,
      packageQuantity: d.packageQuantity,
      storage: d.storage && d.line.receiveAndStorageFlag === 1,
      receiveSkuStock: d.stock,
    };
  }

  private clearFindings(): void {
    this.errors.clear();
    this.submitErrors = [];
    this.infos = [];
    this.serverError = undefined;
  }

  /** Validators and receipt-line fields; stock findings only once the stock stage is reached. */
  private async findings(withStock: boolean): Promise<ValidationOutcome[]> {
    const ctx = this.deps.ctx();
    const lines = this.checkedDrafts.map((d) => this.submitLine(d));
    const outcomes = await runReceiptValidators(this.deps.host, ctx, { poHeaderId: this.data!.poHeaderId, orderCode: this.data!.orderCode, lines });
    const fields = this.fields;
    const fieldOutcomes: ValidationOutcome[] = fields.length === 0 ? [] : lines.flatMap((line) =>
      validateFieldRow(fields, line as unknown as FieldRow, ctx).map((e) => ({
        level: 'error' as const,
        message: e.message,
        target: { kind: 'field' as const, order: 0, line: line.consignmentEntryId, field: e.field },
      })),
    );
    return [...outcomes, ...fieldOutcomes].filter((o) => withStock || o.target.kind !== 'field' || o.target.field !== 'receiveSkuStock');
  }

  private async check(withStock: boolean): Promise<boolean> {
    const summary = summariseOutcomes(await this.findings(withStock));
    runInAction(() => {
      this.clearFindings();
      for (const o of summary.errors) {
        if (o.target.kind === 'field' && o.target.line !== undefined) this.errors.set(errorKey(o.target.line, o.target.field), o.message);
        else this.submitErrors.push(o.message);
      }
      this.infos = summary.infos.map((o) => o.message);
    });
    if (summary.blocked) return false;
    return summary.confirms.length === 0 || this.deps.ask(summary.confirms.map((o) => o.message));
  }

  /** 'confirm receipt': checks the lines, then the stock stage when lines go into stock, else the receipt. */
  async confirmLines(): Promise<ConfirmResult> {
    if (!(await this.check(false))) return 'invalid';
    if (this.storageDrafts.length > 0) {
      runInAction(() => {
        this.ensureStockRows();
        this.stage = 'stock';
      });
      return 'stock';
    }
    return this.submit();
  }

  /** The stock stage's confirm: everything checked again with the stock entries, then the receipt. */
  async confirmStock(): Promise<ConfirmResult> {
    if (!(await this.check(true))) return 'invalid';
    return this.submit();
  }

  private body(): ReceiptEntryBody[] {
    return this.checkedDrafts.map((d) => {
      const storage = d.storage && d.line.receiveAndStorageFlag === 1;
      return {
        ...d.extras,
        consignmentEntryId: d.line.consignmentEntryId,
        thisTimeReceiveQuantity: d.quantity,
        ...(d.packageQuantity !== undefined ? { packageQuantity: d.packageQuantity } : {}),
        ...(d.remark ? { remark: d.remark } : {}),
        ...(d.attachmentUuid ? { attachmentUuid: d.attachmentUuid } : {}),
        ...(d.line.receiveAndStorageFlag === 1 ? { storageFlag: storage ? 1 : 0 } : {}),
        ...(storage ? { receiveSkuStock: d.stock.filter((s) => (s.quantity ?? 0) > 0).map(({ inventoryId, quantity }) => ({ inventoryId, quantity })) } : {}),
      };
    });
  }

  private async submit(): Promise<ConfirmResult> {
    this.submitting = true;
    try {
      await this.deps.service.submit({ poHeaderId: this.data!.poHeaderId, receiptTime: this.deps.now(), receiptEntryList: this.body() });
      return 'received';
    } catch (error) {
      // Spec 2 section 8: receipt errors keep the drawer open; the server's reason is shown in it.
      runInAction(() => {
        this.serverError = error;
      });
      return 'failed';
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}

export type ReceiptDrawerStoreFactory = (input: Pick<ReceiptDrawerStoreDeps, 'ask' | 'ctx'>) => ReceiptDrawerStore;
export const ReceiptDrawerStoreFactoryToken = Symbol.for('mall.ReceiptDrawerStoreFactory');
