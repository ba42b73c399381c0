import { msg, outcome, type ValidationOutcome } from '@mall/sdk';

/** A request line as a budget warning lists it. */
export interface BudgetWarningEntry {
  readonly skuName: string;
  readonly amount?: number;
  readonly cancelStatus?: string;
}

/** Request entries with cancelStatus CANCELED are left out of budget warning lists (spec 3 section 4). */
export function warningEntries<T extends { readonly cancelStatus?: string }>(entries: readonly T[]): T[] {
  return entries.filter((e) => e.cancelStatus !== 'CANCELED');
}

/**
 * The budget over-limit dialog (spec 3): the mall's confirm titled 'Budget occupied amount
 * exceeds total budget...', its intro, and the over-budget products in a table (the mall's
 * confirm with a table is 560 wide, the table at most 210 high). Undefined when nothing is left
 * to warn about once cancelled entries are dropped.
 */
export function budgetWarningOutcome(entries: readonly BudgetWarningEntry[], extras: Pick<ValidationOutcome, 'onConfirm' | 'onCancel'> = {}): ValidationOutcome | undefined {
  const listed = warningEntries(entries);
  if (listed.length === 0) return undefined;
  return outcome.confirm(msg('budget-warning.intro'), { kind: 'submit' }, {
    title: msg('budget-warning.title'),
    content: {
      kind: 'table',
      maxHeight: 210,
      columns: [
        { key: 'skuName', title: msg('budget-warning.column.product') },
        { key: 'amount', title: msg('budget-warning.column.amount'), width: 120 },
      ],
      rows: listed.map((e) => ({ skuName: e.skuName, amount: e.amount ?? '' })),
    },
    ...extras,
  });
}

/** '{n} products failed budget, maintain budget info': blocks until the lines have budget info. */
export function budgetFailedOutcome(n: number): ValidationOutcome {
  return outcome.error(msg('budget-warning.failed', { n }));
}
