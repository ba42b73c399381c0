import { defineServerRoute, ServerCallError, type ServerRoute } from '@mall/sdk/server';

/**
 * The warehouse permission call (spec 3 section 7, "GET marmot-api: warehouse permission"): the
 * warehouses the caller may hand-pick. A non-empty answer makes the session's
 * WULINGWarehousePermission HANDLE; an empty one AUTO.
 */
const warehousePermission = defineServerRoute({
  method: 'GET',
  url: '/marmot/v1/:org/marmot-api/wuling-warehouse-permission',
  summary: 'manufacturer: the warehouses the caller may hand-pick (empty: AUTO warehouse permission)',
  async handler({ db, session }) {
    return db.query(
      `select warehouse_id::float8 as "warehouseId", warehouse_name as "warehouseName", inventory_code as "inventoryCode",
              warehouse_address as "warehouseAddress", 0 as "autoFlag"
         from wuling_warehouse_permissions where tenant_id = $1 and user_id = $2 order by warehouse_id`,
      [session.tenantId, session.userId],
    );
  },
});

/** userConfigVersion.invOrganizationCode: the caller's company's inventory organisation (null when none). */
const invOrganization = defineServerRoute({
  method: 'GET',
  url: '/marmot/v1/:org/marmot-api/wuling-inv-organization',
  summary: "manufacturer: the caller's company's SAP inventory organisation code",
  async handler({ db, session }) {
    const [row] = await db.query<{ code: string }>('select inv_organization_code as code from wuling_inv_organizations where tenant_id = $1 and company_id = $2', [
      session.tenantId,
      session.companyId,
    ]);
    return { invOrganizationCode: row?.code ?? null };
  },
});

/**
 * The SAP stock query (spec 3 section 7: POST, body invOrganizationCode and itemCode, returns
 * inventory). Only the caller's own company's inventory organisation and the tenant's own items
 * (404 otherwise, so another company's stock is never read); an item SAP holds no stock of
 * answers 0.
 */
const sapStock = defineServerRoute<unknown, unknown, { invOrganizationCode: string; itemCode: string }>({
  method: 'POST',
  url: '/marmot/v1/:org/marmot-api/wuling-sap-stock',
  summary: "manufacturer: SAP stock of an item in the caller's inventory organisation",
  schema: {
    body: {
      type: 'object',
      required: ['invOrganizationCode', 'itemCode'],
      additionalProperties: false,
      properties: {
        invOrganizationCode: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9_-]+$' },
        itemCode: { type: 'string', minLength: 1, maxLength: 60 },
      },
    },
  },
  async handler({ db, session, body }) {
    const [own] = await db.query('select 1 from wuling_inv_organizations where tenant_id = $1 and company_id = $2 and inv_organization_code = $3', [
      session.tenantId,
      session.companyId,
      body.invOrganizationCode,
    ]);
    if (!own) throw new ServerCallError(404, 'manufacturer.stock.not-own-organization');
    const [item] = await db.query<{ inventory: number | null; safetyStock: number | null }>(
      `select s.inventory::float8 as inventory, s.safety_stock::float8 as "safetyStock"
         from products p
         left join wuling_sap_stocks s on s.tenant_id = p.tenant_id and s.item_code = p.item_code and s.inv_organization_code = $3
        where p.tenant_id = $1 and p.item_code = $2`,
      [session.tenantId, body.itemCode, body.invOrganizationCode],
    );
    if (!item) throw new ServerCallError(404, 'manufacturer.stock.unknown-item');
    return { invOrganizationCode: body.invOrganizationCode, itemCode: body.itemCode, inventory: item.inventory ?? 0, safetyStock: item.safetyStock ?? 0 };
  },
});

export const manufacturerRoutes: readonly ServerRoute[] = [warehousePermission, invOrganization, sapStock];

/** The stock query's refusals (spec 3 gives them no sentences; the texts are ours). */
export const manufacturerServerMessages = {
  'manufacturer.stock.not-own-organization': { en_US: 'This inventory organisation is not your company’s', zh_CN: '该库存组织不属于您的公司' },
  'manufacturer.stock.unknown-item': { en_US: 'The item does not exist', zh_CN: '物料不存在' },
} as const;
