import type { CartLine } from '@mall/domain';
import type { FieldRow } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { findCartLines, requireCartLines, toCartLine, type CartLineView } from '../cart/cart-line-row';
import { FieldChecker } from './field-checker';
import type { FieldSchemas } from './field-schemas';

/** A budget row as the budget calls carry it: dimension values as JSON text in `budget`. */
interface BudgetRowBody {
  readonly budgetId?: number;
  readonly orderSeq?: number;
  readonly budget?: string;
  readonly quantity?: number;
}

/** The row the budget panel validated: its dimension values beside its own columns. */
function budgetRowOf(cartId: number, row: BudgetRowBody): FieldRow {
  let values: unknown;
  try {
    values = row.budget ? JSON.parse(row.budget) : {};
  } catch {
    values = {};
  }
  const dimensions = typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as FieldRow) : {};
  return { ...dimensions, budgetId: row.budgetId, orderSeq: row.orderSeq, quantity: row.quantity, cartId };
}

/**
 * Budget rows (`budget-infos` save and batch-create) against the tenant's budget dimensions;
 * in a batch every line's rows are checked with all the lines, as the batch panel does.
 */
export async function checkBudgetWrite(
  db: Db,
  session: Session,
  schemas: FieldSchemas,
  data: readonly { readonly cartId: number; readonly budgetInfoList?: readonly BudgetRowBody[] }[],
  batch: boolean,
): Promise<void> {
  if (data.every((d) => (d.budgetInfoList ?? []).length === 0)) return;
  const lines = (await requireCartLines(db, session, data.map((d) => d.cartId))).map((row) => toCartLine(row) as unknown as CartLine);
  const checker = await FieldChecker.of(db, session, schemas);
  for (const { cartId, budgetInfoList } of data) {
    await checker.checkBudgetRows((budgetInfoList ?? []).map((row) => budgetRowOf(cartId, row)), batch ? lines : lines.filter((l) => l.cartId === cartId), batch);
  }
}

/**
 * The extras of a cart-line change (`fields.cart-line`): the line as saved with the changed
 * values over it, refused only for the fields being changed, as the cart page checks them.
 */
export async function checkCartLineWrite(db: Db, session: Session, schemas: FieldSchemas, line: CartLineView, changes: Readonly<Record<string, unknown>>): Promise<void> {
  const only = Object.keys(changes);
  if (only.length === 0) return;
  const checker = await FieldChecker.of(db, session, schemas);
  const fields = checker.fieldsOf('cart-line');
  if (fields.length > 0) await checker.checkRow(fields, { ...line, ...changes }, { only });
}

interface OrderHeaderBody {
  readonly shoppingCartDTOList: readonly ({ readonly cartId: number } & Record<string, unknown>)[];
}

/**
 * Order header fields (`fields.order-header`) on each submitted header and order line fields
 * (`fields.order-line`) on each submitted line over the cart line it orders. Lines that are not
 * the caller's are left to the submit, which refuses them.
 */
export async function checkOrderWrite(db: Db, session: Session, schemas: FieldSchemas, headers: readonly OrderHeaderBody[]): Promise<void> {
  const checker = await FieldChecker.of(db, session, schemas);
  const headerFields = checker.fieldsOf('order-header');
  const lineFields = checker.fieldsOf('order-line');
  if (headerFields.length === 0 && lineFields.length === 0) return;
  const ids = headers.flatMap((h) => h.shoppingCartDTOList.map((l) => l.cartId));
  const saved = new Map((await findCartLines(db, session, { cartIds: ids })).map((row) => [row.cartId, toCartLine(row)]));
  for (const [index, header] of headers.entries()) {
    const { shoppingCartDTOList, ...values } = header;
    if (headerFields.length > 0) await checker.checkRow(headerFields, values, { index });
    if (lineFields.length === 0) continue;
    for (const [lineIndex, submitted] of shoppingCartDTOList.entries()) {
      const line = saved.get(submitted.cartId);
      if (line) await checker.checkRow(lineFields, { ...line, ...submitted }, { index: lineIndex });
    }
  }
}

// Receipt lines (`fields.receipt-line`) and purchase-request lines (`fields.request-line`) are
// checked the same way by the writes that add them: `FieldChecker.of(...).checkRows('receipt-line', rows)`.
