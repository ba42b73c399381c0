import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';

export interface AllocationInfo {
  costShopCode?: string;
  costShopName?: string;
  costDepartmentName?: string;
  receiveWarehouseName?: string;
  projectCostName?: string;
}

export interface CustomizedProductValue {
  componentName: string;
  componentType: string;
  cpValue?: string;
}

/** Spec 1 section 3 "Cost allocation product". */
export interface CostAllocationProduct {
  skuName: string;
  productName: string;
  allocationInfoList: AllocationInfo[];
  customFlag: 0 | 1;
  customizedProductLineList: { customizedProductValueList: CustomizedProductValue[] }[];
}

/** The cost allocation of one of the caller's cart lines; another buyer's line is not found. */
export async function costAllocationOf(db: Db, session: Session, cartId: number): Promise<CostAllocationProduct[]> {
  const [line] = await db.query<{ skuName: string; productName: string }>(
    `select p.item_code as "skuName", p.product_name as "productName"
       from cart_lines c join products p on p.id = c.product_id
      where c.id = $1 and c.tenant_id = $2 and c.organization_id = $3 and c.owner_id = $4`,
    [cartId, session.tenantId, session.organizationId, session.userId],
  );
  if (!line) throw notFound('smal.cart.line.not.found');
  const allocations = await db.query<AllocationInfo>(
    `select cost_shop_code as "costShopCode", cost_shop_name as "costShopName", cost_department_name as "costDepartmentName",
            receive_warehouse_name as "receiveWarehouseName", project_cost_name as "projectCostName"
       from cost_allocations where cart_line_id = $1 and tenant_id = $2 order by line_seq`,
    [cartId, session.tenantId],
  );
  const values = await db.query<CustomizedProductValue & { lineSeq: number }>(
    `select line_seq as "lineSeq", component_name as "componentName", component_type as "componentType", cp_value as "cpValue"
       from cost_allocation_custom_values where cart_line_id = $1 and tenant_id = $2 order by line_seq, value_seq`,
    [cartId, session.tenantId],
  );
  const lines = new Map<number, CustomizedProductValue[]>();
  for (const { lineSeq, ...value } of values) lines.set(lineSeq, [...(lines.get(lineSeq) ?? []), withoutEmpty(value)]);
  return [
    {
      ...line,
      allocationInfoList: allocations.map(withoutEmpty),
      customFlag: lines.size > 0 ? 1 : 0,
      customizedProductLineList: [...lines.values()].map((customizedProductValueList) => ({ customizedProductValueList })),
    },
  ];
}

function withoutEmpty<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined)) as T;
}
