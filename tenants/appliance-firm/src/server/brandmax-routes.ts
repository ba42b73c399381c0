import type { CartLine } from '@mall/sdk';
import { defineServerRoute, ServerCallError, type ServerCall, type ServerDb, type ServerRoute, type ServerSession } from '@mall/sdk/server';

const PATH = '/smal/v1/:org/brandmax-budget-infos';
const Code = { type: 'string', minLength: 1, maxLength: 30 } as const;
const Name = { type: 'string', maxLength: 120 } as const;
const Id = { type: 'integer', minimum: 1 } as const;

const row = {
  type: 'object',
  required: ['eiCode', 'ccCode', 'quantity'],
  properties: { budgetId: Id, cartId: Id, eiCode: Code, eiName: Name, ccCode: Code, ccName: Name, quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 } },
} as const;
// The spec's body is a list of carts, each with budgetInfoList and brandmaxBudgetInfoList; the
// flat brandmax list is the one stored, the JSON-text list is accepted and left alone.
const cartsBody = {
  type: 'array',
  minItems: 1,
  maxItems: 200,
  items: { type: 'object', required: ['cartId', 'brandmaxBudgetInfoList'], properties: { cartId: Id, brandmaxBudgetInfoList: { type: 'array', maxItems: 50, items: row } } },
} as const;

// The remaining-budget query runs while the buyer is still choosing: rows may lack a value.
const draftCartsBody = {
  ...cartsBody,
  items: { ...cartsBody.items, properties: { ...cartsBody.items.properties, brandmaxBudgetInfoList: { type: 'array', maxItems: 50, items: { ...row, required: [] } } } },
} as const;

interface RowIn {
  budgetId?: number;
  eiCode: string;
  eiName?: string;
  ccCode: string;
  ccName?: string;
  quantity: number;
}
interface CartIn {
  cartId: number;
  brandmaxBudgetInfoList: RowIn[];
}
interface RowOut {
  budgetId: number;
  cartId: number;
  eiCode: string;
  eiName: string;
  ccCode: string;
  ccName: string;
  quantity: number;
}

const lineAmount = (line: CartLine, quantity: number) => quantity * Number(line.latestPrice ?? 0);

/** Attribution must sit under the item, and the names stored are the lookup's, not the browser's. */
async function resolveNames(db: ServerDb, session: ServerSession, r: RowIn): Promise<{ eiName: string; ccName: string }> {
  const [found] = await db.query<{ eiName: string; ccName: string }>(
    `select ei.meaning_${session.language === 'zh_CN' ? 'zh' : 'en'} as "eiName", cc.meaning_${session.language === 'zh_CN' ? 'zh' : 'en'} as "ccName"
       from lov_values ei join lov_values cc on cc.tenant_id = ei.tenant_id and cc.lov_code = 'SMAL.BRANDMAX_COST_ATTRIBUTION' and cc.value = $3 and cc.parent_value = ei.value
      where ei.tenant_id = $1 and ei.lov_code = 'SMAL.BRANDMAX_COST_ITEM' and ei.value = $2`,
    [session.tenantId, r.eiCode, r.ccCode],
  );
  if (!found) throw new ServerCallError(422, 'appliance-firm.budget.attribution-mismatch', { eiCode: r.eiCode, ccCode: r.ccCode });
  return found;
}

async function rowsOfCarts(db: ServerDb, session: ServerSession, cartIds: readonly number[]): Promise<RowOut[]> {
  return db.query<RowOut>(
    `select id as "budgetId", cart_id as "cartId", ei_code as "eiCode", ei_name as "eiName", cc_code as "ccCode", cc_name as "ccName", quantity::float8 as quantity
       from brandmax_budget_infos where tenant_id = $1 and user_id = $2 and cart_id = any($3::bigint[]) order by cart_id, id`,
    [session.tenantId, session.userId, [...cartIds]],
  );
}

/** What the app's budget table shows: the flat fields, the lookup texts, and core's JSON text. */
const view = (r: RowOut, remainingBudget?: number) => ({
  ...r,
  eiCodeMeaning: r.eiName,
  ccCodeMeaning: r.ccName,
  budget: JSON.stringify({ eiCode: r.eiCode, eiName: r.eiName, ccCode: r.ccCode, ccName: r.ccName }),
  ...(remainingBudget === undefined ? {} : { remainingBudget }),
});

/** The budget of each (item, attribution) less what every saved row of the tenant takes, this cart's rows left out. */
async function remaining(db: ServerDb, session: ServerSession, eiCode: string, ccCode: string, excludeCartIds: readonly number[]): Promise<number> {
  const [budget] = await db.query<{ amount: number }>(`select amount::float8 as amount from brandmax_cost_budgets where tenant_id = $1 and ei_code = $2 and cc_code = $3`, [session.tenantId, eiCode, ccCode]);
  const [used] = await db.query<{ used: number }>(
    `select coalesce(sum(b.amount), 0)::float8 as used
       from brandmax_budget_infos b
      where b.tenant_id = $1 and b.ei_code = $2 and b.cc_code = $3 and b.cart_id <> all($4::bigint[])`,
    [session.tenantId, eiCode, ccCode, [...excludeCartIds]],
  );
  return (budget?.amount ?? 0) - (used?.used ?? 0);
}

async function save(call: ServerCall<unknown, unknown, CartIn[]>, replace: boolean) {
  const { db, session, body } = call;
  const lines = await call.cartLines(body.map((c) => c.cartId));
  const lineOf = new Map(lines.map((l) => [l.cartId, l]));
  // The cost item and attribution fields the budget panel renders, checked before anything is stored.
  for (const cart of body) {
    const rows = cart.brandmaxBudgetInfoList.map((r) => ({ ...r, cartId: cart.cartId }));
    await call.checkFields('budget-row', rows, { lines: replace ? lines : [lineOf.get(cart.cartId)!], batch: replace });
  }
  return db.transaction(async (tx) => {
    const outcomes: { cartId: number; success: 0 | 1; errorMessage?: string }[] = [];
    for (const cart of body) {
      const line = lineOf.get(cart.cartId)!;
      const total = cart.brandmaxBudgetInfoList.reduce((sum, r) => sum + r.quantity, 0);
      if (total > Number(line.quantity)) throw new ServerCallError(422, 'appliance-firm.budget.quantity-exceeds-line', { quantity: Number(line.quantity) });
      if (replace) await tx.query('delete from brandmax_budget_infos where tenant_id = $1 and user_id = $2 and cart_id = $3', [session.tenantId, session.userId, cart.cartId]);
      for (const r of cart.brandmaxBudgetInfoList) {
        const names = await resolveNames(tx, session, r);
        if (r.budgetId !== undefined && !replace) {
          const updated = await tx.query(
            `update brandmax_budget_infos set ei_code = $4, ei_name = $5, cc_code = $6, cc_name = $7, quantity = $8, amount = $10
              where id = $1 and tenant_id = $2 and user_id = $3 and cart_id = $9 returning id`,
            [r.budgetId, session.tenantId, session.userId, r.eiCode, names.eiName, r.ccCode, names.ccName, r.quantity, cart.cartId, lineAmount(line, r.quantity)],
          );
          if (updated.length === 0) throw new ServerCallError(404, 'appliance-firm.budget.row-not-found', { budgetId: r.budgetId });
        } else {
          await tx.query(
            `insert into brandmax_budget_infos (tenant_id, organization_id, user_id, cart_id, ei_code, ei_name, cc_code, cc_name, quantity, amount)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [session.tenantId, session.organizationId, session.userId, cart.cartId, r.eiCode, names.eiName, r.ccCode, names.ccName, r.quantity, lineAmount(line, r.quantity)],
          );
        }
      }
      const over = [];
      for (const r of cart.brandmaxBudgetInfoList) {
        if ((await remaining(tx, session, r.eiCode, r.ccCode, [cart.cartId])) < lineAmount(line, r.quantity)) over.push(r.ccCode);
      }
      outcomes.push(over.length ? { cartId: cart.cartId, success: 0, errorMessage: `insufficient budget: ${over.join(', ')}` } : { cartId: cart.cartId, success: 1 });
    }
    return outcomes;
  });
}

export const brandmaxRoutes: readonly ServerRoute[] = [
  defineServerRoute({
    method: 'GET',
    url: PATH,
    summary: "a cart line's cost item / cost attribution rows",
    schema: { querystring: { type: 'object', required: ['cartId'], properties: { cartId: Id } } },
    async handler(call: ServerCall<unknown, { cartId: number }>) {
      await call.cartLines([call.query.cartId]);
      return (await rowsOfCarts(call.db, call.session, [call.query.cartId])).map((r) => view(r));
    },
  }),
  defineServerRoute({
    method: 'POST',
    url: PATH,
    summary: 'batch: overwrites each listed line’s rows; answers each line’s budget check',
    schema: { body: cartsBody },
    handler: (call: ServerCall<unknown, unknown, CartIn[]>) => save(call, true),
  }),
  defineServerRoute({
    method: 'POST',
    url: `${PATH}/one`,
    summary: 'one line: rows with budgetId updated, others added',
    schema: { body: { ...cartsBody, maxItems: 1 } },
    handler: (call: ServerCall<unknown, unknown, CartIn[]>) => save(call, false),
  }),
  defineServerRoute({
    method: 'DELETE',
    url: PATH,
    summary: 'deletes saved rows by budgetId; any row not the caller’s: 404, nothing deleted',
    schema: { body: cartsBody },
    async handler(call: ServerCall<unknown, unknown, CartIn[]>) {
      const ids = call.body.flatMap((c) => c.brandmaxBudgetInfoList.map((r) => r.budgetId)).filter((id): id is number => id !== undefined);
      return call.db.transaction(async (tx) => {
        const deleted = await tx.query('delete from brandmax_budget_infos where tenant_id = $1 and user_id = $2 and id = any($3::bigint[]) returning id', [call.session.tenantId, call.session.userId, ids]);
        if (deleted.length !== ids.length) throw new ServerCallError(404, 'appliance-firm.budget.row-not-found', { budgetId: ids.join(', ') });
        return { deleted: deleted.length };
      });
    },
  }),
  defineServerRoute({
    method: 'POST',
    url: `${PATH}/remain`,
    summary: "the rows with remainingBudget: the item/attribution budget less every other line's saved rows",
    schema: { body: draftCartsBody },
    async handler(call: ServerCall<unknown, unknown, CartIn[]>) {
      const lines = await call.cartLines(call.body.map((c) => c.cartId));
      const out = [];
      for (const cart of call.body) {
        const line = lines.find((l) => l.cartId === cart.cartId)!;
        for (const r of cart.brandmaxBudgetInfoList) {
          if (!r.eiCode || !r.ccCode) {
            out.push({ ...r, cartId: cart.cartId });
            continue;
          }
          const left = await remaining(call.db, call.session, r.eiCode, r.ccCode, [cart.cartId]);
          out.push({ ...r, cartId: cart.cartId, remainingBudget: left - lineAmount(line, r.quantity ?? 0) });
        }
      }
      return out;
    },
  }),
];
