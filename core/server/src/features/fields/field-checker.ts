import type { CartLine } from '@mall/domain';
import {
  checkChoice,
  isChoiceField,
  isEmptyValue,
  isFieldHidden,
  lookupQuery,
  validateFieldRow,
  type FieldRow,
  type FieldSchema,
  type FieldWrite,
  type LookupRecord,
  type MallContext,
} from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { filterDataRows, lovRows, toDataRow } from '../lookups/lov-repo';
import { fieldContextOf } from './field-context';
import { FieldRefused } from './field-refused';
import type { FieldSchemas } from './field-schemas';

/** Lookup records per code, read once per check. */
type LookupCache = Map<string, Promise<LookupRecord[]>>;

/**
 * Checks written rows against the field schema the browser renders for the caller's tenant:
 * `validateFieldRow` (required, lengths, bounds, each field's own check), then every chosen
 * lookup or select value against what its picker offers (the `lovs/data` records filtered by
 * the field's query, leaves only where `leafOnly`). The first refusal is thrown as
 * {@link FieldRefused}; callers check before they store anything.
 */
export class FieldChecker {
  private readonly lookups: LookupCache = new Map();

  private constructor(
    private readonly db: Db,
    private readonly session: Session,
    readonly ctx: MallContext,
    private readonly schemas: FieldSchemas,
  ) {}

  static async of(db: Db, session: Session, schemas: FieldSchemas): Promise<FieldChecker> {
    return new FieldChecker(db, session, await fieldContextOf(db, session), schemas);
  }

  /** The fields of a write for this tenant (empty when neither core nor the tenant has any). */
  fieldsOf(write: FieldWrite): FieldSchema[] {
    return this.schemas.of(this.session.tenantNum).fieldsOf(write, this.ctx);
  }

  /** The tenant's budget dimensions, for their row and table validators. */
  budgetDimensions() {
    return this.schemas.of(this.session.tenantNum).budgetDimensions;
  }

  /**
   * Refuses the row when the schema refuses it. With `only`, findings of other fields are
   * ignored: a cart line saves one changed field at a time, and the browser shows (and blocks
   * on) the findings of the fields being changed.
   */
  async checkRow(fields: readonly FieldSchema[], row: FieldRow, options: { only?: readonly string[]; index?: number } = {}): Promise<void> {
    const concerned = (name: string) => !options.only || options.only.includes(name);
    const found = validateFieldRow(fields, row, this.ctx).find((e) => concerned(e.field));
    if (found) throw new FieldRefused(found.field, found.message, options.index);
    for (const field of fields) {
      if (!concerned(field.name) || !isChoiceField(field) || isFieldHidden(field, row, this.ctx)) continue;
      const value = row[field.name];
      if (isEmptyValue(value)) continue;
      const records = field.lookupCode ? await this.recordsOf(field, row) : undefined;
      const refused = checkChoice(field, value, records);
      if (refused) throw new FieldRefused(field.name, refused, options.index);
    }
  }

  /** Checks each row of a write; `rows` index the refusal. */
  async checkRows(write: FieldWrite, rows: readonly FieldRow[], only?: readonly string[]): Promise<void> {
    const fields = this.fieldsOf(write);
    if (fields.length === 0) return;
    for (const [index, row] of rows.entries()) await this.checkRow(fields, row, { index, only });
  }

  /**
   * Budget rows of cart lines as the budget panel checks them: the fields of every dimension,
   * then each dimension's row validator and table validator, with the lines the rows budget.
   */
  async checkBudgetRows(rows: readonly FieldRow[], lines: readonly CartLine[], batch: boolean): Promise<void> {
    await this.checkRows('budget-row', rows);
    const panel = { ...this.ctx, lines, batch };
    for (const dimensions of this.budgetDimensions()) {
      for (const [index, row] of rows.entries()) {
        const [found] = dimensions.validateRow?.(row, index, panel) ?? [];
        if (found) throw new FieldRefused(found.field ?? '', found.message, found.row);
      }
      const [found] = dimensions.validateTable?.(rows, panel) ?? [];
      if (found) throw new FieldRefused(found.field ?? '', found.message, found.row);
    }
  }

  private recordsOf(field: FieldSchema, row: FieldRow): Promise<LookupRecord[]> {
    const { lovCode, ...query } = lookupQuery(field, row);
    const code = String(lovCode);
    let all = this.lookups.get(code);
    if (!all) {
      all = lovRows(this.db, this.session.tenantId, [code], this.session.language).then((found) => found.map(toDataRow));
      this.lookups.set(code, all);
    }
    return all.then((records) => filterDataRows(records, query));
  }
}
