import { defineSessionValue, type HttpClient } from '@mall/sdk';

/**
 * The manufacturer's scripted marmot-api calls (spec 3 section 7: "warehouse permission" and
 * "body invOrganizationCode, itemCode; returns inventory (SAP stock)"). Spec 3 gives their
 * bodies and answers, not their names; the names are ours and the server entry serves the same.
 */
export const WAREHOUSE_PERMISSION_PATH = '/marmot/v1/{org}/marmot-api/wuling-warehouse-permission';
export const INV_ORGANIZATION_PATH = '/marmot/v1/{org}/marmot-api/wuling-inv-organization';
export const SAP_STOCK_PATH = '/marmot/v1/{org}/marmot-api/wuling-sap-stock';

/** One warehouse the buyer may hand-pick (spec 3 section 3 "Warehouse"). */
export interface PermittedWarehouse {
  readonly warehouseId: number;
  readonly warehouseName: string;
  readonly inventoryCode: string;
  readonly autoFlag: 0 | 1;
}

/** The SAP stock of one item in one inventory organisation. */
export interface SapStock {
  readonly invOrganizationCode: string;
  readonly itemCode: string;
  /** The stock on hand (spec 3: "returns inventory"). */
  readonly inventory: number;
  readonly safetyStock: number;
}

/** WULINGWarehousePermission (spec 3 sections 3, 4 and 6). */
export type WarehousePermission = 'HANDLE' | 'AUTO';

/**
 * "HANDLE when the permission query returns a non-empty result; AUTO when empty or failing"
 * (spec 3 section 4): an empty list answers nothing, so the host uses the fallback, as it does
 * when the call fails.
 */
export const warehousePermission = defineSessionValue<WarehousePermission>({
  id: 'manufacturer.warehouse-permission',
  description: 'WULINGWarehousePermission: HANDLE when the warehouse permission call lists a warehouse, AUTO when it is empty or fails',
  fallback: 'AUTO',
  load: async ({ http }) => ((await http.request<PermittedWarehouse[] | null>('GET', WAREHOUSE_PERMISSION_PATH))?.length ? 'HANDLE' : undefined),
});

/** userConfigVersion.invOrganizationCode (spec 3 section 3): where the SAP stock is asked. */
export const invOrganizationCode = defineSessionValue<string>({
  id: 'manufacturer.inv-organization-code',
  description: "userConfigVersion.invOrganizationCode: the buyer's inventory organisation in SAP, for the stock query; empty when unknown",
  fallback: '',
  load: async ({ http }) => (await http.request<{ invOrganizationCode?: string | null } | null>('GET', INV_ORGANIZATION_PATH))?.invOrganizationCode ?? undefined,
});

/** The SAP stock query (POST, body invOrganizationCode and itemCode). */
export function querySapStock(http: HttpClient, code: string, itemCode: string, signal?: AbortSignal): Promise<SapStock> {
  return http.request<SapStock>('POST', SAP_STOCK_PATH, { body: { invOrganizationCode: code, itemCode }, ...(signal ? { signal } : {}) });
}
