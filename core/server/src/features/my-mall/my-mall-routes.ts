import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { forbidden, notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { countedPage, PageQuery, pageWindow } from '../../http/paging';
import { Id, OrgParams } from '../../http/schemas';

registerMessages({
  'smal.view-history.product.not.found': { en_US: 'The product does not exist', zh_CN: '商品不存在' },
  'smal.view-history.not.found': { en_US: 'The product is not in your browsing history', zh_CN: '该商品不在浏览记录中' },
});

/** The permission My invoices needs (spec 3 section 2: '/my-invoice needs a permission'). */
export const MY_INVOICE_PERMISSION = 'mall.my-mall.my-invoice';

/** Browsing history keeps a buyer's latest goods only: older ones drop out as new ones come. */
export const VIEW_HISTORY_LIMIT = 200;

async function holdsPermission(db: Db, session: Session, code: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id and rp.tenant_id = ur.tenant_id
      where ur.user_id = $1 and ur.tenant_id = $2 and rp.permission_code = $3 limit 1`,
    [session.userId, session.tenantId, code],
  );
  return rows.length > 0;
}

const ProductIds = Type.Array(Id(), { minItems: 1, maxItems: 200 });
const Status = (values: readonly string[]) => Type.Optional(Type.Union(values.map((v) => Type.Literal(v))));

/**
 * The My Mall pages beside My orders (spec 1 routes /view-history, /my-invoice, /my-comments,
 * /sale-record, /shopping-basket; spec 3 section 2 for who sees them). The paths are ours;
 * every call reads only the caller's own rows.
 */
export const myMallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smal/v1/:org/view-histories', { schema: { params: OrgParams, querystring: Type.Object(PageQuery) } }, async (request) => {
    const session = requireSession(request);
    const window = pageWindow(request.query);
    const rows = await db.query<{ total: number }>(
      `select p.id::int as "productId", p.product_name as "productName", p.product_source as "productSource", p.price::float8 as price,
              p.currency_code as "currencyCode", p.uom_name as "uomName", p.image_path as "imagePath", p.shelf_flag as "shelfFlag",
              to_char(v.viewed_at, 'YYYY-MM-DD HH24:MI:SS') as "viewedDate", count(*) over ()::int as total
         from view_histories v join products p on p.id = v.product_id
        where v.user_id = $1 and v.tenant_id = $2 order by v.viewed_at desc, p.id limit $3 offset $4`,
      [session.userId, session.tenantId, window.limit, window.offset],
    );
    return countedPage(rows, window);
  });

  // Opening a product records it (again: it moves to the top); the oldest beyond the limit go.
  app.post('/smal/v1/:org/view-histories', { schema: { params: OrgParams, body: Type.Object({ productId: Id() }, { additionalProperties: false }) } }, async (request) => {
    const session = requireSession(request);
    const [recorded] = await db.query<{ productId: number; viewedDate: string }>(
      `insert into view_histories (tenant_id, user_id, product_id)
       select p.tenant_id, $1, p.id from products p where p.id = $2 and p.tenant_id = $3
       on conflict (user_id, product_id) do update set viewed_at = now()
       returning product_id::int as "productId", to_char(viewed_at, 'YYYY-MM-DD HH24:MI:SS') as "viewedDate"`,
      [session.userId, request.body.productId, session.tenantId],
    );
    if (!recorded) throw notFound('smal.view-history.product.not.found');
    await db.query(
      `delete from view_histories where user_id = $1 and product_id in (
         select product_id from view_histories where user_id = $1 order by viewed_at desc, product_id offset ${VIEW_HISTORY_LIMIT})`,
      [session.userId],
    );
    return recorded;
  });

  app.delete('/smal/v1/:org/view-histories', { schema: { params: OrgParams, body: ProductIds } }, async (request) => {
    const session = requireSession(request);
    const ids = [...new Set(request.body)];
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.query(`delete from view_histories where user_id = $1 and tenant_id = $2 and product_id = any($3::bigint[]) returning product_id`, [
        session.userId, session.tenantId, ids,
      ]);
      if (rows.length !== ids.length) throw notFound('smal.view-history.not.found');
      return rows.length;
    });
    return { deleted };
  });

  app.get(
    '/smodr/v1/:org/invoices',
    { schema: { params: OrgParams, querystring: Type.Object({ ...PageQuery, status: Status(['APPLIED', 'ISSUED', 'RED_FLUSHED']) }) } },
    async (request) => {
      const session = requireSession(request);
      // The page is hidden without the permission; the call refuses too (the browser is not trusted).
      if (!(await holdsPermission(db, session, MY_INVOICE_PERMISSION))) throw forbidden();
      const window = pageWindow(request.query);
      const { status } = request.query;
      const rows = await db.query<{ total: number }>(
        `select i.id::int as "invoiceId", i.invoice_num as "invoiceNum", o.id::int as "poHeaderId", o.order_num as "orderCode",
                i.invoice_method_code as "invoiceMethodCode", i.invoice_type_code as "invoiceTypeCode",
                i.invoice_title_type_code as "invoiceTitleTypeCode", i.invoice_detail_type_code as "invoiceDetailTypeCode",
                i.invoice_header as "invoiceHeader", i.tax_registration_number as "taxRegistrationNumber",
                i.tax_registration_address as "taxRegistrationAddress", i.tax_registration_phone as "taxRegistrationPhone",
                i.deposit_bank as "depositBank", i.bank_account_num as "bankAccountNum", i.invoice_remark as "invoiceRemark",
                i.amount::float8 as amount, i.currency_code as "currencyCode", i.status,
                to_char(i.issued_at, 'YYYY-MM-DD HH24:MI:SS') as "issuedDate", to_char(i.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate",
                count(*) over ()::int as total
           from mall_invoices i join orders o on o.id = i.order_id
          where i.owner_id = $1 and i.tenant_id = $2 and o.organization_id = $3 ${status ? 'and i.status = $6' : ''}
          order by i.created_at desc, i.id desc limit $4 offset $5`,
        [session.userId, session.tenantId, session.organizationId, window.limit, window.offset, ...(status ? [status] : [])],
      );
      return countedPage(rows, window);
    },
  );

  app.get('/smodr/v1/:org/order-comments', { schema: { params: OrgParams, querystring: Type.Object(PageQuery) } }, async (request) => {
    const session = requireSession(request);
    const window = pageWindow(request.query);
    const rows = await db.query<{ total: number }>(
      `select o.id::int as "poHeaderId", o.order_num as "orderCode", c.rating::int as rating, c.content,
              to_char(c.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate",
              (select string_agg(l.product_name, '; ' order by l.line_num) from order_lines l where l.order_id = o.id) as "productNames",
              count(*) over ()::int as total
         from order_comments c join orders o on o.id = c.order_id
        where c.owner_id = $1 and c.tenant_id = $2 and o.organization_id = $3 order by c.created_at desc, o.id desc limit $4 offset $5`,
      [session.userId, session.tenantId, session.organizationId, window.limit, window.offset],
    );
    return countedPage(rows, window);
  });

  app.get(
    '/smodr/v1/:org/sale-records',
    { schema: { params: OrgParams, querystring: Type.Object({ ...PageQuery, status: Status(['SUBMITTED', 'PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELLED']) }) } },
    async (request) => {
      const session = requireSession(request);
      const window = pageWindow(request.query);
      const { status } = request.query;
      const rows = await db.query<{ total: number }>(
        `select r.id::int as "requestId", r.request_num as "requestNum", r.order_id::int as "poHeaderId", o.order_num as "orderCode",
                r.request_type as "requestType", r.reason_code as "reasonCode", r.description, r.status,
                to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate",
                (select string_agg(l.product_name, '; ' order by l.line_num) from after_sale_lines al join order_lines l on l.id = al.order_line_id
                  where al.request_id = r.id) as "productNames",
                count(*) over ()::int as total
           from after_sale_requests r join orders o on o.id = r.order_id
          where r.owner_id = $1 and r.tenant_id = $2 and r.organization_id = $3 ${status ? 'and r.status = $6' : ''}
          order by r.created_at desc, r.id desc limit $4 offset $5`,
        [session.userId, session.tenantId, session.organizationId, window.limit, window.offset, ...(status ? [status] : [])],
      );
      return countedPage(rows, window);
    },
  );

  // Purchase packages: named sets of goods a buyer orders again and again (spec 1 /shopping-basket).
  app.get('/smal/v1/:org/shopping-baskets', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    return db.query(
      `select b.id::int as "basketId", b.basket_name as "basketName", to_char(b.created_at, 'YYYY-MM-DD') as "creationDate",
              coalesce(jsonb_agg(jsonb_build_object('productId', p.id, 'productName', p.product_name, 'productSource', p.product_source,
                        'price', p.price::float8, 'currencyCode', p.currency_code, 'uomName', p.uom_name, 'imagePath', p.image_path,
                        'shelfFlag', p.shelf_flag, 'quantity', i.quantity::float8) order by p.id) filter (where p.id is not null), '[]') as items
         from shopping_baskets b
         left join shopping_basket_items i on i.basket_id = b.id
         left join products p on p.id = i.product_id
        where b.owner_id = $1 and b.tenant_id = $2 group by b.id order by b.id`,
      [session.userId, session.tenantId],
    );
  });
};
