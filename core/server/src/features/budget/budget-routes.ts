import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { budgetRowStatus, validateBatchProductQuantity, validateBudgetRowQuantity } from '@mall/domain';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { Id, OrgParams } from '../../http/schemas';
import { requireCartLines, toCartLine } from '../cart/cart-line-row';
import { checkBudgetWrite } from '../fields';
import { ruleRefused } from '../cart/cart-quantity-check';
import './budget-messages';
import { budgetRows, companyPools, lockLines, occupy, poolOfRow, releaseHolds, type BudgetInfoRow } from './budget-repo';
import { BudgetData, BudgetDataList, QuantityUpdates } from './budget-schemas';

type Data = Static<typeof BudgetData>;
const round2 = (value: number) => Math.round(value * 100) / 100;

const withAction = (row: BudgetInfoRow) => ({ ...row, action: budgetRowStatus({ budgetId: row.budgetId }) });

/** Budget data answers: each cart line with its rows and what is left of their budgets. */
async function budgetData(db: Db, session: Session, cartIds: readonly number[]) {
  const rows = await budgetRows(db, session, cartIds);
  return cartIds.map((cartId) => ({ cartId, budgetSwitch: '1', budgetInfoList: rows.filter((r) => r.cartId === cartId).map(withAction) }));
}

/** Replaces or updates the rows of one cart line after checking each row and the line total. */
async function saveRows(tx: Db, session: Session, data: Data, mode: 'merge' | 'replace') {
  await lockLines(tx, session, [data.cartId]);
  const [line] = await requireCartLines(tx, session, [data.cartId]);
  const rows = data.budgetInfoList ?? [];
  for (const row of rows) {
    const refused = mode === 'replace' ? validateBatchProductQuantity(row.quantity) : validateBudgetRowQuantity(row.quantity, false);
    if (refused) throw ruleRefused(refused.key, refused.params);
  }
  if (mode === 'replace') await tx.query('delete from budget_infos where tenant_id = $1 and owner_id = $2 and cart_id = $3', [session.tenantId, session.userId, data.cartId]);
  for (const [index, row] of rows.entries()) {
    const pool = await poolOfRow(tx, session, row.budget);
    if (mode === 'merge' && row.budgetId !== undefined) {
      const updated = await tx.query(
        `update budget_infos set budget = $1, quantity = $2, pool_id = $3, order_seq = coalesce($4, order_seq)
          where id = $5 and tenant_id = $6 and owner_id = $7 and cart_id = $8 returning id`,
        [row.budget, row.quantity, pool.id, row.orderSeq ?? null, row.budgetId, session.tenantId, session.userId, data.cartId],
      );
      if (updated.length === 0) throw notFound('smal.budget.row.not.found');
    } else {
      await tx.query(
        `insert into budget_infos (tenant_id, organization_id, owner_id, cart_id, pool_id, order_seq, budget, quantity)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [session.tenantId, session.organizationId, session.userId, data.cartId, pool.id, row.orderSeq ?? index + 1, row.budget, row.quantity],
      );
    }
  }
  const [total] = await tx.query<{ sum: number }>('select coalesce(sum(quantity), 0)::float8 as sum from budget_infos where tenant_id = $1 and cart_id = $2', [
    session.tenantId, data.cartId,
  ]);
  if ((total?.sum ?? 0) > line!.quantity) throw ruleRefused('smal.budget.quantity.exceeds.line', { quantity: line!.quantity });
}

/** Budget allocation of cart lines (spec 1 sections 3, 4 "Budget rows" and 7 "Budget"). */
export const budgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const base = '/smal/v1/:org/budget-infos';

  app.get(base, { schema: { params: OrgParams, querystring: Type.Object({ cartId: Id() }) } }, async (request) => {
    const session = requireSession(request);
    await requireCartLines(db, session, [request.query.cartId]);
    const [data] = await budgetData(db, session, [request.query.cartId]);
    return { ...data!, budgetList: await companyPools(db, session) };
  });

  app.post(base, { schema: { params: OrgParams, body: BudgetData } }, async (request) => {
    const session = requireSession(request);
    await checkBudgetWrite(db, session, app.mall.fieldSchemas, [request.body], false);
    await db.transaction((tx) => saveRows(tx, session, request.body, 'merge'));
    return (await budgetData(db, session, [request.body.cartId]))[0];
  });

  app.post(`${base}/batch-create`, { schema: { params: OrgParams, body: BudgetDataList } }, async (request) => {
    const session = requireSession(request);
    await checkBudgetWrite(db, session, app.mall.fieldSchemas, request.body, true);
    // The batch overwrites the existing budget information of every listed line.
    await db.transaction(async (tx) => {
      for (const data of request.body) await saveRows(tx, session, data, 'replace');
    });
    return budgetData(db, session, request.body.map((d) => d.cartId));
  });

  app.delete(base, { schema: { params: OrgParams, body: BudgetDataList } }, async (request) => {
    const session = requireSession(request);
    const ids = request.body.flatMap((d) => (d.budgetInfoList ?? []).flatMap((r) => (r.budgetId === undefined ? [] : [{ cartId: d.cartId, budgetId: r.budgetId }])));
    return db.transaction(async (tx) => {
      for (const { cartId, budgetId } of ids) {
        const deleted = await tx.query('delete from budget_infos where id = $1 and cart_id = $2 and tenant_id = $3 and owner_id = $4 returning id', [
          budgetId, cartId, session.tenantId, session.userId,
        ]);
        if (deleted.length === 0) throw notFound('smal.budget.row.not.found');
      }
      return { deleted: ids.length };
    });
  });

  app.post(`${base}/update-quantity`, { schema: { params: OrgParams, body: QuantityUpdates } }, async (request) => {
    const session = requireSession(request);
    return db.transaction(async (tx) => {
      // The lines first, as saving rows does: the total checked below then sees every other request's rows.
      const owned = await tx.query<{ cartId: number }>(
        'select distinct cart_id as "cartId" from budget_infos where id = any($1::bigint[]) and tenant_id = $2 and owner_id = $3',
        [request.body.map((u) => u.budgetId), session.tenantId, session.userId],
      );
      await lockLines(tx, session, owned.map((r) => r.cartId));
      const cartIds = new Set<number>();
      for (const update of request.body) {
        const refused = validateBudgetRowQuantity(update.quantity, false);
        if (refused) throw ruleRefused(refused.key);
        const [row] = await tx.query<{ cartId: number }>(
          'update budget_infos set quantity = $1 where id = $2 and tenant_id = $3 and owner_id = $4 returning cart_id as "cartId"',
          [update.quantity, update.budgetId, session.tenantId, session.userId],
        );
        if (!row) throw notFound('smal.budget.row.not.found');
        cartIds.add(row.cartId);
      }
      for (const cartId of cartIds) {
        const [line] = await requireCartLines(tx, session, [cartId]);
        const [total] = await tx.query<{ sum: number }>('select sum(quantity)::float8 as sum from budget_infos where tenant_id = $1 and cart_id = $2', [session.tenantId, cartId]);
        if ((total?.sum ?? 0) > line!.quantity) throw ruleRefused('smal.budget.quantity.exceeds.line', { quantity: line!.quantity });
      }
      return budgetData(tx, session, [...cartIds]);
    });
  });

  app.post(`${base}/budget-occupy`, { schema: { params: OrgParams, body: BudgetDataList } }, async (request) => {
    const session = requireSession(request);
    const cartIds = [...new Set(request.body.map((d) => d.cartId))];
    await db.transaction(async (tx) => {
      // One request at a time per line, or parallel ones each release nothing yet and all hold.
      await lockLines(tx, session, cartIds);
      const lines = new Map((await requireCartLines(tx, session, cartIds)).map((l) => [l.cartId, toCartLine(l)]));
      // Occupying again replaces the line's earlier hold.
      await releaseHolds(tx, session, cartIds);
      for (const row of await budgetRows(tx, session, cartIds)) {
        const amount = round2(row.quantity * lines.get(row.cartId)!.latestPrice);
        if (amount <= 0) continue;
        if (!(await occupy(tx, session, row.poolId, amount))) throw ruleRefused('smal.budget.insufficient', { budgetName: row.budgetName });
        await tx.query(
          `insert into budget_occupations (tenant_id, organization_id, owner_id, pool_id, source_key, amount) values ($1, $2, $3, $4, $5, $6)`,
          [session.tenantId, session.organizationId, session.userId, row.poolId, `cart:${row.cartId}`, amount],
        );
      }
    });
    return budgetData(db, session, cartIds);
  });

  // The remaining budget of the rows asked about, saved or still being chosen in the panel (matched
  // by budgetId or orderSeq); without rows, the line's saved rows.
  app.post(`${base}/budget-occupy/remain`, { schema: { params: OrgParams, body: BudgetDataList } }, async (request) => {
    const session = requireSession(request);
    const cartIds = [...new Set(request.body.map((d) => d.cartId))];
    await requireCartLines(db, session, cartIds);
    const saved = await budgetData(db, session, cartIds);
    const answers = [];
    for (const data of request.body) {
      const line = saved.find((s) => s.cartId === data.cartId)!;
      if (!data.budgetInfoList) {
        answers.push(line);
        continue;
      }
      const rows = [];
      for (const row of data.budgetInfoList) {
        if (row.budgetId !== undefined && !line.budgetInfoList.some((r) => r.budgetId === row.budgetId)) throw notFound('smal.budget.row.not.found');
        // a row whose budget is not chosen yet has nothing left to tell
        const pool = await poolOfRow(db, session, row.budget).catch(() => undefined);
        const drawn = pool ? { budgetCode: pool.budgetCode, budgetName: pool.budgetName, remainingBudget: pool.remainingBudget } : {};
        rows.push({ ...row, cartId: data.cartId, ...drawn, action: budgetRowStatus({ budgetId: row.budgetId }) });
      }
      answers.push({ cartId: data.cartId, budgetSwitch: '1', budgetInfoList: rows });
    }
    return answers;
  });

  app.post(`${base}/budget-release`, { schema: { params: OrgParams, body: BudgetDataList } }, async (request) => {
    const session = requireSession(request);
    const cartIds = [...new Set(request.body.map((d) => d.cartId))];
    await requireCartLines(db, session, cartIds);
    const released = await db.transaction((tx) => releaseHolds(tx, session, cartIds));
    return { released };
  });
};
