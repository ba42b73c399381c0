import type { CartLine } from '@mall/domain';
import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { FieldRow, FieldSchema } from '../field-schema';
import type { MessageRef } from '../message';
import type { HttpClient } from '../services';

/**
 * A problem found by a budget row or table validator; `row` is the row's index in the panel.
 * @public
 */
export interface BudgetRowError {
  readonly row: number;
  readonly field?: string;
  readonly message: MessageRef;
}

/**
 * The lines a budget panel edits: one line, or several in batch mode.
 * @public
 */
export interface BudgetPanelContext extends MallContext {
  readonly lines: readonly CartLine[];
  readonly batch: boolean;
}

/**
 * What {@link BudgetDimensions.rowDefaults} receives: the panel's lines and the mall's HTTP
 * client, so defaults may come from the tenant's own endpoint.
 * @public
 */
export interface BudgetRowDefaultsContext extends BudgetPanelContext {
  readonly http: HttpClient;
}

/**
 * The budget dimensions of a tenant: fields of a budget row, plus validators over one row and
 * over the whole table. Fields of every contribution are shown in contribution order.
 * @public
 */
export interface BudgetDimensions extends Contribution {
  readonly fields: readonly FieldSchema[];
  /** Fields known only at run time, from the session (core's server-configured dimensions). */
  readonly fieldsFrom?: (ctx: MallContext) => readonly FieldSchema[];
  /** Checks one row beyond its field schema (for example, quantity fixed to 1). */
  readonly validateRow?: (row: FieldRow, index: number, ctx: BudgetPanelContext) => readonly BudgetRowError[];
  /** Checks the table as a whole (for example, a value that must not repeat). */
  readonly validateTable?: (rows: readonly FieldRow[], ctx: BudgetPanelContext) => readonly BudgetRowError[];
  /**
   * Values a new row starts with that only a server knows (a company's default subject). Asked
   * once when an editable panel opens; rows the buyer adds take them over the fields'
   * `defaultValue`s, and rows added before the answer get them in the fields still empty. A
   * failed call leaves rows without them. Keys are field names, with `<name>Meaning` texts.
   */
  readonly rowDefaults?: (ctx: BudgetRowDefaultsContext) => Promise<FieldRow>;
  /** Refuses batch allocation of this set of lines; return a message to refuse. */
  readonly canBatch?: (lines: readonly CartLine[], ctx: MallContext) => MessageRef | undefined;
}

/**
 * `budget.dimensions`: the fields and checks of budget rows.
 * @public
 */
export const budgetDimensions = defineExtensionPoint<BudgetDimensions>('budget.dimensions', {
  merge: 'ordered',
  description:
    "Fields of a budget row in the budget allocation panel, with row and table validators. Core contributes `core.budget.configured-dimensions`, built from the server's configured budget dimensions; a tenant replaces or disables it and adds its own.",
  contract: '{ id, order?, fields: FieldSchema[], fieldsFrom?(ctx), validateRow?(row, index, ctx), validateTable?(rows, ctx), rowDefaults?(ctx & { http }) => Promise<row>, canBatch?(lines, ctx) }',
});

/**
 * The fields of a budget row: every effective contribution's `fields` and `fieldsFrom(ctx)`,
 * in contribution order. The budget panel renders and validates exactly these.
 * @public
 */
export function budgetFields(contributions: readonly BudgetDimensions[], ctx: MallContext): FieldSchema[] {
  return contributions.flatMap((d) => [...d.fields, ...(d.fieldsFrom?.(ctx) ?? [])]);
}
