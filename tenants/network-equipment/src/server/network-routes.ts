import { defineServerRoute, ServerCallError, type ServerCall, type ServerDb, type ServerRoute, type ServerSession } from '@mall/sdk/server';

/** A cart line as the gateway's cart lookup answers it. */
type CartLine = Awaited<ReturnType<ServerCall['cartLines']>>[number];

/** The catalogue categories the IT address note covers. */
export const IT_CATEGORIES = ['IT', 'PERIPH'];

const CART_IDS = { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } as const;
const read = (line: CartLine, name: string): unknown => (line as unknown as Record<string, unknown>)[name];

interface ItAddress {
  addressId: number;
  fullAddress: string;
  contactName: string;
}

/** The company's IT address; the company must be the caller's tenant's and organisation's. */
async function itAddressOf(db: ServerDb, session: ServerSession, companyId: number): Promise<ItAddress | undefined> {
  const [row] = await db.query<ItAddress>(
    `select a.id::float8 as "addressId", a.full_address as "fullAddress", a.contact_name as "contactName"
       from zyt_it_addresses z join addresses a on a.id = z.address_id and a.tenant_id = z.tenant_id
      where z.tenant_id = $1 and z.company_id = $2 and a.organization_id = $3 and a.enabled_flag = 1`,
    [session.tenantId, companyId, session.organizationId],
  );
  return row;
}

/** The lines among `lines` whose product is of an IT category. */
async function itLines(db: ServerDb, session: ServerSession, lines: readonly CartLine[]): Promise<CartLine[]> {
  const rows = await db.query<{ id: number }>(`select id::float8 as id from products where tenant_id = $1 and id = any($2::bigint[]) and category_code = any($3::text[])`, [
    session.tenantId,
    lines.map((l) => l.productId),
    IT_CATEGORIES,
  ]);
  const it = new Set(rows.map((r) => r.id));
  return lines.filter((l) => it.has(l.productId));
}

/**
 * The address check (spec 3 section 7: GET with companyId, inventoryId, invOrganizationId;
 * answers checkAddressFlag and the address): flag 1 when IT lines among `cartIds` are not yet
 * delivered to the company's IT address, listed.
 */
const addressCheck = defineServerRoute<unknown, { companyId: number; invOrganizationId?: string; cartIds: string }>({
  method: 'GET',
  url: '/marmot/v1/:org/marmot-api/zyt-address-check',
  summary: "network-equipment: whether the order's IT lines go to the cost centre's IT address",
  schema: {
    querystring: {
      type: 'object',
      required: ['companyId', 'cartIds'],
      properties: {
        companyId: { type: 'integer', minimum: 1 },
        invOrganizationId: { type: 'string', maxLength: 30 },
        inventoryId: { type: 'string', maxLength: 30 },
        cartIds: { type: 'string', minLength: 1, maxLength: 4000, pattern: '^[0-9]+(,[0-9]+)*$' },
      },
    },
  },
  async handler({ db, session, query, cartLines }) {
    const ids = [...new Set(query.cartIds.split(',').map(Number))];
    if (ids.length > 500) throw new ServerCallError(400, 'error.validation');
    const address = await itAddressOf(db, session, query.companyId);
    if (!address) return { checkAddressFlag: 0 };
    const moving = (await itLines(db, session, await cartLines(ids))).filter((l) => read(l, 'addressId') !== address.addressId);
    if (moving.length === 0) return { checkAddressFlag: 0, address };
    return { checkAddressFlag: 1, address, lines: moving.map((l) => ({ cartId: l.cartId, productName: l.productName })) };
  },
});

/**
 * Continuing the address note (the address save): the IT lines are received at the IT address.
 * Only the caller's own IT lines (404 another's, 422 a line of another category).
 */
const addressApply = defineServerRoute<unknown, unknown, { companyId: number; cartIds: number[] }>({
  method: 'POST',
  url: '/marmot/v1/:org/marmot-api/zyt-address-apply',
  summary: "network-equipment: moves the caller's IT lines to the cost centre's IT address",
  schema: { body: { type: 'object', required: ['companyId', 'cartIds'], properties: { companyId: { type: 'integer', minimum: 1 }, cartIds: CART_IDS } } },
  async handler({ db, session, body, cartLines }) {
    const lines = await cartLines(body.cartIds);
    const it = new Set((await itLines(db, session, lines)).map((l) => l.cartId));
    const other = lines.find((l) => !it.has(l.cartId));
    if (other) throw new ServerCallError(422, 'network-equipment.address.not-it', { product: other.productName });
    const address = await itAddressOf(db, session, body.companyId);
    if (!address) throw new ServerCallError(422, 'network-equipment.address.none');
    await db.query(`update cart_lines set address_id = $4, updated_at = now() where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])`, [
      session.tenantId,
      session.userId,
      body.cartIds,
      address.addressId,
    ]);
    return { ...address, cartIds: body.cartIds };
  },
});

interface SubmitBody {
  orders: { orderKey: string; invoiceAddressId?: number; cartIds: number[] }[];
}

/**
 * The submit check: the caller's lines shipped from external stock, those whose compatibility
 * sample failed, and JD orders whose invoice address is not the one registered with JD.
 */
const submitCheck = defineServerRoute<unknown, unknown, SubmitBody>({
  method: 'POST',
  url: '/marmot/v1/:org/marmot-api/zyt-submit-check',
  summary: 'network-equipment: external stock, failed compatibility samples and JD invoice address mismatches of the orders',
  schema: {
    body: {
      type: 'object',
      required: ['orders'],
      properties: {
        orders: {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: {
            type: 'object',
            required: ['orderKey', 'cartIds'],
            properties: { orderKey: { type: 'string', minLength: 1, maxLength: 200 }, invoiceAddressId: { type: 'integer', minimum: 1 }, cartIds: CART_IDS },
          },
        },
      },
    },
  },
  async handler({ db, session, body, cartLines }) {
    const lines = new Map((await cartLines([...new Set(body.orders.flatMap((o) => o.cartIds))])).map((l) => [l.cartId, l]));
    const all = [...lines.values()];
    const checks = await db.query<{ productId: number; externalStock: number; sampleNo: string | null; sampleResult: string | null; reason: string | null }>(
      `select product_id::float8 as "productId", external_stock as "externalStock", sample_no as "sampleNo", sample_result as "sampleResult",
              case when $3 = 'en_US' then reason_en else reason_zh end as reason
         from zyt_product_checks where tenant_id = $1 and product_id = any($2::bigint[])`,
      [session.tenantId, all.map((l) => l.productId), session.language],
    );
    const byProduct = new Map(checks.map((c) => [c.productId, c]));
    const externalStock = all
      .filter((l) => byProduct.get(l.productId)?.externalStock === 1)
      .map((l) => ({ cartId: l.cartId, productName: l.productName, supplierName: l.supplierCompanyName ?? '' }));
    const failedSamples = all.flatMap((l) => {
      const c = byProduct.get(l.productId);
      return c?.sampleResult === 'FAILED' ? [{ cartId: l.cartId, productName: l.productName, sampleNo: c.sampleNo ?? '', reason: c.reason ?? '' }] : [];
    });
    const jdOrders = body.orders.filter((o) => o.cartIds.some((id) => lines.get(id)?.productSource === 'JD'));
    const invoiceMismatch: { orderKey: string; supplierName: string; invoiceAddress: string; jdInvoiceAddress: string }[] = [];
    if (jdOrders.length > 0) {
      const addresses = new Map(
        (
          await db.query<{ id: number; fullAddress: string }>(
            `select id::float8 as id, full_address as "fullAddress" from addresses where tenant_id = $1 and organization_id = $2 and address_type = 'INVOICE'
                and id = any($3::bigint[])`,
            [session.tenantId, session.organizationId, jdOrders.map((o) => o.invoiceAddressId ?? 0)],
          )
        ).map((a) => [a.id, a.fullAddress]),
      );
      const [registered] = await db.query<{ id: number; fullAddress: string }>(
        `select a.id::float8 as id, a.full_address as "fullAddress" from zyt_jd_invoice_addresses z join addresses a on a.id = z.invoice_address_id and a.tenant_id = z.tenant_id
          where z.tenant_id = $1 and z.company_id = $2`,
        [session.tenantId, session.companyId],
      );
      if (registered) {
        for (const order of jdOrders) {
          if (order.invoiceAddressId === registered.id) continue;
          const first = lines.get(order.cartIds[0]!)!;
          invoiceMismatch.push({
            orderKey: order.orderKey,
            supplierName: first.supplierCompanyName ?? '',
            invoiceAddress: order.invoiceAddressId === undefined ? '' : (addresses.get(order.invoiceAddressId) ?? ''),
            jdInvoiceAddress: registered.fullAddress,
          });
        }
      }
    }
    return { externalStock, failedSamples, invoiceMismatch };
  },
});

export const networkRoutes: readonly ServerRoute[] = [addressCheck, addressApply, submitCheck];
