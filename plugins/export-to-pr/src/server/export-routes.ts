import { defineServerRoute, ServerCallError, type ServerRoute, type ServerSession } from '@mall/sdk/server';
import { exportMessagesEn, exportMessagesZh } from '../export-messages';
import { EC, linkSourceOf, type ExportToPrOptions } from '../export-rules';

interface ExportBody {
  prTypeId: number;
  unitId: number;
  cartList: { cartId: number }[];
}

const body = {
  type: 'object',
  required: ['prTypeId', 'unitId', 'cartList'],
  properties: {
    prTypeId: { type: 'integer', minimum: 1 },
    unitId: { type: 'integer', minimum: 1 },
    cartList: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'object', required: ['cartId'], properties: { cartId: { type: 'integer', minimum: 1 } } },
    },
  },
} as const;

const text = (session: ServerSession, key: string, params: Record<string, string>) =>
  (session.language === 'en_US' ? exportMessagesEn : exportMessagesZh).messages[key]!.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/**
 * The export (spec 3 section 7: body prTypeId, unitId, cartList; answer isFailed, message,
 * prHeaderId). The values are checked here, never trusted: the type must be one of the
 * tenant's SPRM.PR_TYPE values, the unit one of the caller's (their default unit when the
 * tenant locks it), the lines the caller's own (404 otherwise). A line that is not an EC line
 * fails the export with isFailed and the reason; otherwise one purchase request holds the
 * lines, which leave the cart, all in one transaction.
 */
export function exportToPrRoutes(options: ExportToPrOptions = {}): readonly ServerRoute[] {
  const exportPr = defineServerRoute<unknown, unknown, ExportBody>({
    method: 'POST',
    url: '/marmot/v1/:org/marmot-api/export-pr',
    summary: 'export-to-pr: turns the caller’s selected e-commerce cart lines into a purchase request',
    schema: { body },
    async handler({ db, session, body: { prTypeId, unitId, cartList }, cartLines }) {
      const cartIds = [...new Set(cartList.map((l) => l.cartId))];
      const lines = await cartLines(cartIds);
      const [type] = await db.query(
        `select 1 from lov_values v
          where v.lov_code = 'SPRM.PR_TYPE' and v.enabled_flag = 1 and v.data->>'prTypeId' = $2::text
            and v.tenant_id = (select case when exists (select 1 from lov_values t where t.tenant_id = $1 and t.lov_code = 'SPRM.PR_TYPE') then $1 else 0 end)`,
        [session.tenantId, prTypeId],
      );
      if (!type) throw new ServerCallError(422, 'export-to-pr.pr-type-unknown');
      const [unit] = await db.query<{ defaultFlag: number }>(
        `select uu.default_flag as "defaultFlag" from user_units uu
          where uu.tenant_id = $1 and uu.organization_id = $2 and uu.user_id = $3 and uu.unit_id = $4`,
        [session.tenantId, session.organizationId, session.userId, unitId],
      );
      if (!unit) throw new ServerCallError(422, 'export-to-pr.unit-not-yours');
      if (options.lockBudgetDepartment && unit.defaultFlag !== 1) throw new ServerCallError(422, 'export-to-pr.unit-locked');
      const foreign = lines.find((l) => linkSourceOf(l) !== EC);
      if (foreign) return { isFailed: true, message: text(session, 'export-to-pr.not-ec', { product: foreign.productName }) };
      return db.transaction(async (tx) => {
        const [header] = await tx.query<{ id: number; prNum: string }>(
          // The number comes from the row's own id, so two exports at once never share one.
          `with n as (select nextval(pg_get_serial_sequence('pr_export_headers', 'id')) as id)
           insert into pr_export_headers (id, tenant_id, organization_id, pr_num, pr_type_id, unit_id, created_by)
           select n.id, $1, $2, 'PR-EC-' || lpad(n.id::text, 6, '0'), $3, $4, $5 from n
           returning id::float8 as id, pr_num as "prNum"`,
          [session.tenantId, session.organizationId, prTypeId, unitId, session.userId],
        );
        await tx.query(
          `insert into pr_export_lines (pr_header_id, tenant_id, line_num, product_id, product_name, quantity, unit_price, currency_code)
           select $1, $2, l.n, l."productId", l."productName", l.quantity, l."latestPrice", l."currencyCode"
             from json_to_recordset($3::json) as l(n integer, "productId" bigint, "productName" text, quantity numeric, "latestPrice" numeric, "currencyCode" text)`,
          [header!.id, session.tenantId, JSON.stringify(lines.map(({ productId, productName, quantity, latestPrice, currencyCode }, i) => ({ n: i + 1, productId, productName, quantity, latestPrice, currencyCode })))],
        );
        await tx.query('delete from cart_lines where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])', [session.tenantId, session.userId, cartIds]);
        return { isFailed: false, message: text(session, 'export-to-pr.done', { prNum: header!.prNum }), prHeaderId: header!.id, prNum: header!.prNum };
      });
    },
  });
  return [exportPr];
}

const REFUSALS = ['export-to-pr.pr-type-unknown', 'export-to-pr.unit-not-yours', 'export-to-pr.unit-locked'] as const;

/** The export's refusals, in the browser's words. */
export const exportServerMessages = Object.fromEntries(REFUSALS.map((key) => [key, { en_US: exportMessagesEn.messages[key]!, zh_CN: exportMessagesZh.messages[key]! }]));
