import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { isStockShort } from '@mall/domain';
import { requireOwnContext, requireOwned } from '../../auth/owned-rows';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { forbidden, notFound } from '../../http/api-error';
import { matchesTag } from '../../http/etag';
import { Id } from '../../http/schemas';
import { isUsableAddress } from '../addresses/address-visibility';
import { checkCartLineWrite } from '../fields';
import { findProduct } from '../product-detail/product-lookup';
import { stockedIn } from '../product-detail/regional-stock';
import './cart-messages';
import { CartAnswerCache, cartAnswer, cartLineAnswer, cartTag, cartWindowAnswer } from './cart-answer';
import { findCartLines, requireCartLines, toCartLine, type CartOwner } from './cart-line-row';
import { checkAddedQuantity, checkCartQuantity, ruleRefused } from './cart-quantity-check';
import { cartOrderRoutes } from './cart-order-routes';
import { orderHeadersOf } from './order-headers';
import { orderMinimumOf } from './order-minimum';
import { requireUnit } from './require-unit';
import { CartIds, CartItemBody, CartQuery, CustomizeQuery, lineAttributesOf, OrgParams } from './cart-schemas';

const ownerOf = (session: Session): CartOwner => ({ tenantId: session.tenantId, organizationId: session.organizationId, userId: session.userId });

/**
 * The product must be on sale to the caller's tenant, the quantity within its rules; with a
 * `regionId` (the product detail's delivery choice) the stock is that region's.
 */
async function checkedItem(db: Db, session: Session, item: Static<typeof CartItemBody>, quantity: number) {
  const own = await findProduct(db, session.tenantId, item.productId);
  if (own.shelfFlag !== 1) throw ruleRefused('smal.cart.product.unavailable');
  const [product] = await stockedIn(db, session, [own], { regionId: item.regionId });
  checkAddedQuantity(product!, item.quantity);
  const checked = checkCartQuantity({ ...product!, basePrice: product!.price }, quantity);
  if (item.addressId !== undefined && !(await isUsableAddress(db, session, item.addressId, 'RECEIVER'))) throw notFound('smal.cart.address.not.found');
  requireOwnContext(session, item);
  await requireOwned(db, session, 'unit', [item.unitId]);
  return { product, quantity: checked };
}

/** The shopping cart of spec 1 section 7: lines scoped to tenant, organisation and owner. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const base = '/smal/v1/:org/shopping-carts';

  // The list is answered by its tag (ETag): `304 Not Modified` when the browser has this version,
  // else the kept answer of this version, else one built by the database. `no-cache` makes the
  // browser ask every time; the tag comes from the database on every call, so writes through any
  // gateway change it (migration 035).
  const answers = new CartAnswerCache();
  app.get(base, { schema: { params: OrgParams, querystring: CartQuery } }, async (request, reply) => {
    const session = requireSession(request);
    if (request.query.ownerId !== undefined && request.query.ownerId !== session.userId) throw forbidden();
    const owner = ownerOf(session);
    const { offset = 0, limit } = request.query;
    const window = limit === undefined ? undefined : { offset, limit };
    const key = `${owner.tenantId}:${owner.userId}:${owner.organizationId}${window ? `:${offset}:${limit}` : ''}`;
    reply.header('cache-control', 'private, no-cache').header('vary', 'authorization');
    const tag = await cartTag(db, owner);
    if (matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).header('etag', tag).send();
    let body = answers.get(key, tag);
    let bodyTag = tag;
    if (body === undefined) {
      const built = window ? await cartWindowAnswer(db, owner, window) : await cartAnswer(db, owner);
      bodyTag = built.tag;
      body = Buffer.from(built.body);
      answers.set(key, bodyTag, body);
    }
    return reply.header('etag', bodyTag).type('application/json; charset=utf-8').send(body);
  });

  app.get(`${base}/count`, { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from cart_lines where tenant_id = $1 and organization_id = $2 and owner_id = $3 and buy_now_flag = 0`,
      [session.tenantId, session.organizationId, session.userId],
      { name: 'cart_count' },
    );
    return { count: row?.count ?? 0 };
  });

  app.post(base, { schema: { params: OrgParams, querystring: CustomizeQuery, body: CartItemBody } }, async (request, reply) => {
    const session = requireSession(request);
    const item = request.body;
    const owner = ownerOf(session);
    if (item.cartId !== undefined) {
      // A change of an existing line: its quantity is replaced, not added to.
      const [line] = await requireCartLines(db, owner, [item.cartId]);
      if (line!.productId !== item.productId) throw notFound('smal.cart.line.not.found');
      await checkCartLineWrite(db, session, app.mall.fieldSchemas, toCartLine(line!), lineAttributesOf(item));
      const { quantity } = await checkedItem(db, session, item, item.quantity);
      await db.query(
        `update cart_lines set quantity = $1, remark = coalesce($2, remark), needed_date = coalesce($3::date, needed_date),
                address_id = coalesce($4, address_id), attributes = attributes || $8::jsonb, updated_at = now()
          where id = $5 and tenant_id = $6 and owner_id = $7`,
        [quantity, item.remark ?? null, item.neededDate ?? null, item.addressId ?? null, item.cartId, session.tenantId, session.userId, JSON.stringify(lineAttributesOf(item))],
      );
      return toCartLine((await findCartLines(db, owner, { cartIds: [item.cartId] }))[0]!);
    }
    const cartId = await db.transaction(async (tx) => {
      const [existing] = await tx.query<{ id: number; quantity: number }>(
        `select id, quantity::float8 as quantity from cart_lines
          where tenant_id = $1 and owner_id = $2 and product_id = $3 and buy_now_flag = 0 for update`,
        [session.tenantId, session.userId, item.productId],
        { name: 'cart_line_for_update' },
      );
      const { product, quantity } = await checkedItem(tx, session, item, (existing?.quantity ?? 0) + item.quantity);
      if (existing) {
        await tx.query('update cart_lines set quantity = $1, updated_at = now() where id = $2', [quantity, existing.id], { name: 'cart_line_set_quantity' });
        return existing.id;
      }
      // With no line yet there was nothing to lock: a parallel add may create it first. The upsert
      // then adds to that line instead of failing on its unique key, and the new total is checked.
      const [line] = await tx.query<{ id: number; quantity: number }>(
        `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, level_path, unit_id,
                                 address_id, remark, needed_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0
         do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
         returning id, quantity::float8 as quantity`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, item.productId, quantity, item.purchaseType ?? 'COMPANY',
          item.levelPath ?? null, item.unitId ?? null, item.addressId ?? null, item.remark ?? null, item.neededDate ?? null],
        { name: 'cart_line_add' },
      );
      if (line!.quantity !== quantity) {
        const total = checkCartQuantity({ ...product!, basePrice: product!.price }, line!.quantity);
        if (total !== line!.quantity) await tx.query('update cart_lines set quantity = $1 where id = $2', [total, line!.id]);
      }
      return line!.id;
    });
    // The added line as the list shows it, built as JSON by the database in one prepared statement.
    return reply.type('application/json; charset=utf-8').send(await cartLineAnswer(db, owner, cartId));
  });

  app.delete(base, { schema: { params: OrgParams, body: CartIds } }, async (request) => {
    const session = requireSession(request);
    return db.transaction(async (tx) => {
      const rows = await requireCartLines(tx, ownerOf(session), request.body);
      await tx.query('delete from cart_lines where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])', [
        session.tenantId, session.userId, rows.map((r) => r.cartId),
      ]);
      return { deleted: rows.length };
    });
  });

  app.post(
    `${base}/change-address`,
    { schema: { params: OrgParams, querystring: Type.Object({ addressId: Id() }) } },
    async (request) => {
      const session = requireSession(request);
      if (!(await isUsableAddress(db, session, request.query.addressId, 'RECEIVER'))) throw notFound('smal.cart.address.not.found');
      const rows = await db.query(
        `update cart_lines set address_id = $1, updated_at = now()
          where tenant_id = $2 and organization_id = $3 and owner_id = $4 and buy_now_flag = 0 returning id`,
        [request.query.addressId, session.tenantId, session.organizationId, session.userId],
      );
      return { addressId: request.query.addressId, count: rows.length };
    },
  );

  app.post(`${base}/query-stock`, { schema: { params: OrgParams, body: Type.Array(Id(), { maxItems: 1000 }) } }, async (request) => {
    const session = requireSession(request);
    const owner = ownerOf(session);
    const rows = request.body.length > 0 ? await requireCartLines(db, owner, request.body) : await findCartLines(db, owner);
    const [config] = await db.query<{ flag: number }>('select sku_check_flag as flag from user_configs where user_id = $1', [session.userId]);
    const skuCheckFlag = (config?.flag ?? 1) === 1 ? 1 : 0;
    return rows.map((r) => ({
      cartId: r.cartId,
      productId: r.productId,
      productSource: r.productSource,
      stockState: r.stockState,
      stockQuantity: r.stockQuantity,
      quantity: r.quantity,
      stockShort: isStockShort({ skuCheckFlag, productSource: r.productSource, stockQuantity: r.stockQuantity, quantity: r.quantity }),
    }));
  });

  app.post(
    `${base}/buy-now`,
    { schema: { params: OrgParams, querystring: CustomizeQuery, body: Type.Object({ ...CartItemBody.properties, unitId: Id() }) } },
    async (request) => {
      const session = requireSession(request);
      const item = request.body;
      await requireUnit(db, session, item.unitId);
      const { quantity } = await checkedItem(db, session, item, item.quantity);
      const [created] = await db.query<{ id: number }>(
        `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, level_path, unit_id,
                                 address_id, remark, needed_date, buy_now_flag)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1) returning id`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, item.productId, quantity, item.purchaseType ?? 'COMPANY',
          item.levelPath ?? null, item.unitId, item.addressId ?? null, item.remark ?? null, item.neededDate ?? null],
      );
      const lines = (await findCartLines(db, ownerOf(session), { cartIds: [created!.id] })).map(toCartLine);
      return { cartId: created!.id, orderList: orderHeadersOf(lines, session.companyId, item.unitId, await orderMinimumOf(db, session)) };
    },
  );

  await app.register(cartOrderRoutes);
};
