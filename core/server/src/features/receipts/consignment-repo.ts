import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';

/** The order a receipt or a logistics lookup concerns, the caller's own. */
export interface ReceiptOrder {
  poHeaderId: number;
  orderCode: string;
  receiptFlag: 1 | 2;
  afterSaleFlag: 1 | 2;
  supplierCompanyName: string;
  companyId: number;
}

/** A delivery line as the receipt drawer reads it (spec 2 section 3 "Delivery/receipt line"). */
export interface ConsignmentLineRow {
  consignmentEntryId: number;
  consignmentCode: string;
  srmConsignmentCode: string | null;
  consignmentLineNum: number;
  orderEntryId: number;
  poHeaderId: number;
  skuId: number;
  skuName: string;
  skuCode: string;
  cecFromCode: string;
  qtHeaderNo: string | null;
  primaryUrl: string | null;
  sentQuantity: number;
  receiveQuantity: number;
  waitingReceiveQuantity: number;
  uomId: number;
  uomName: string;
  uomPrecision: number;
  customUomId: number | null;
  customUomName: string | null;
  customUomPrecision: number | null;
  customQuantity: number | null;
  skuType: string | null;
  giftType: number | null;
  freightFlag: number;
  receiveAndStorageFlag: 0 | 1;
  supplierCompanyName: string;
  creationDate: string;
}

const ORDER_SCOPE = 'o.tenant_id = $1 and o.organization_id = $2 and o.owner_id = $3';

/** The caller's order, or 404: another owner's order is answered as if it did not exist. */
export async function requireReceiptOrder(db: Db, session: Session, poHeaderId: number, lock = false): Promise<ReceiptOrder> {
  const [order] = await db.query<ReceiptOrder>(
    `select o.id as "poHeaderId", o.order_num as "orderCode", o.receipt_flag as "receiptFlag", o.after_sale_flag as "afterSaleFlag",
            s.supplier_name as "supplierCompanyName", o.company_id as "companyId"
       from orders o join supplier_companies s on s.id = o.supplier_company_id
      where ${ORDER_SCOPE} and o.id = $4${lock ? ' for no key update of o' : ''}`,
    [session.tenantId, session.organizationId, session.userId, poHeaderId],
  );
  if (!order) throw notFound('smodr.order.not.found');
  return order;
}

const LINE_COLUMNS = `cl.id as "consignmentEntryId", c.consignment_code as "consignmentCode", c.srm_consignment_code as "srmConsignmentCode",
  cl.line_num as "consignmentLineNum", cl.order_line_id as "orderEntryId", c.order_id as "poHeaderId", cl.sku_id as "skuId",
  cl.sku_name as "skuName", cl.sku_code as "skuCode", cl.cec_from_code as "cecFromCode", cl.qt_header_no as "qtHeaderNo",
  cl.primary_url as "primaryUrl", cl.sent_quantity::float8 as "sentQuantity", cl.received_quantity::float8 as "receiveQuantity",
  (cl.sent_quantity - cl.received_quantity)::float8 as "waitingReceiveQuantity", cl.uom_id::int as "uomId", cl.uom_name as "uomName",
  cl.uom_precision as "uomPrecision", cl.custom_uom_id::int as "customUomId", cl.custom_uom_name as "customUomName",
  cl.custom_uom_precision as "customUomPrecision", cl.custom_quantity::float8 as "customQuantity", cl.sku_type as "skuType",
  cl.gift_type as "giftType", cl.freight_flag as "freightFlag", cl.receive_and_storage_flag as "receiveAndStorageFlag",
  s.supplier_name as "supplierCompanyName", to_char(cl.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate"`;

const LINE_FROM = `consignment_lines cl join consignments c on c.id = cl.consignment_id and c.tenant_id = cl.tenant_id
  join orders o on o.id = c.order_id join supplier_companies s on s.id = o.supplier_company_id`;

/** The delivery lines of the caller's order, optionally only the named ones, in delivery order. */
export function consignmentLines(db: Db, session: Session, poHeaderId: number, lineIds?: readonly number[]): Promise<ConsignmentLineRow[]> {
  return db.query<ConsignmentLineRow>(
    `select ${LINE_COLUMNS} from ${LINE_FROM}
      where ${ORDER_SCOPE} and o.id = $4 and ($5::bigint[] is null or cl.id = any($5::bigint[]))
      order by c.consignment_code, cl.line_num`,
    [session.tenantId, session.organizationId, session.userId, poHeaderId, lineIds ? [...lineIds] : null],
  );
}

/**
 * Locks the named delivery lines of the caller's order until the transaction ends, in id order
 * (two receipts of overlapping lines never wait on each other crosswise), and reads them after
 * the lock: the received quantity a parallel receipt just committed is the one checked.
 */
export async function lockConsignmentLines(tx: Db, session: Session, poHeaderId: number, lineIds: readonly number[]): Promise<ConsignmentLineRow[]> {
  await tx.query(
    `select cl.id from consignment_lines cl join consignments c on c.id = cl.consignment_id join orders o on o.id = c.order_id
      where ${ORDER_SCOPE} and o.id = $4 and cl.id = any($5::bigint[]) order by cl.id for update of cl`,
    [session.tenantId, session.organizationId, session.userId, poHeaderId, [...lineIds]],
  );
  return consignmentLines(tx, session, poHeaderId, lineIds);
}

/** The receiving warehouses of the order's company. */
export function companyInventories(db: Db, session: Session, companyId: number) {
  return db.query<{ inventoryId: number; inventoryCode: string; inventoryName: string }>(
    `select id as "inventoryId", inventory_code as "inventoryCode", inventory_name as "inventoryName"
       from inventories where tenant_id = $1 and organization_id = $2 and company_id = $3 order by inventory_code`,
    [session.tenantId, session.organizationId, companyId],
  );
}
