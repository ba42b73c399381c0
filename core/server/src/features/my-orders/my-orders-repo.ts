import type { MallOrder, MallOrderLine, MallOrderStatus } from '@mall/domain';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** The filters of My orders: status tab, order code and creation date range (days, inclusive). */
export interface OrderFilters {
  statuses?: readonly MallOrderStatus[];
  orderCode?: string;
  startDate?: string;
  endDate?: string;
}

const HEADER_COLUMNS = `o.id::int as "poHeaderId", o.order_num as "orderCode", o.order_num as "poSubNum", o.id::int as "poSubHeaderId",
  o.ec_platform_code as "ecPlatformCode", o.status as "mallOrderStatus", o.order_type_code as "orderTypeCode",
  o.receipt_flag::int as "receiptFlag", o.after_sale_flag::int as "afterSaleFlag", o.batch_num as "batchNum",
  to_char(o.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate", s.supplier_name as "supplierCompanyName", c.company_name as "companyName",
  o.currency_code as "currencyCode", o.amount::float8 as amount, o.payment_method_code as "paymentMethodCode",
  o.approver_name as "approverName", o.denial_reason as "denialReason", o.cancel_code as "cancelCode", o.header->>'remark' as remark,
  o.read_flag::int as "readFlag"`;

const HEADER_FROM = `orders o join supplier_companies s on s.id = o.supplier_company_id join companies c on c.id = o.company_id`;

/**
 * The where clause every My orders query shares: the caller's own orders (tenant, organisation
 * and owner, never from the request) narrowed by the filters. Returns the clause and its values.
 */
function whereOf(session: Session, filters: OrderFilters, withStatus = true): { where: string; values: unknown[] } {
  const values: unknown[] = [session.tenantId, session.organizationId, session.userId];
  const parts = ['o.tenant_id = $1', 'o.organization_id = $2', 'o.owner_id = $3'];
  if (withStatus && filters.statuses && filters.statuses.length > 0) {
    values.push([...filters.statuses]);
    parts.push(`o.status = any($${values.length}::text[])`);
  }
  if (filters.orderCode) {
    values.push(`%${filters.orderCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    parts.push(`o.order_num ilike $${values.length}`);
  }
  if (filters.startDate) {
    values.push(filters.startDate);
    parts.push(`o.created_at >= $${values.length}::date`);
  }
  if (filters.endDate) {
    values.push(filters.endDate);
    parts.push(`o.created_at < $${values.length}::date + 1`);
  }
  return { where: parts.join(' and '), values };
}

const LINE_COLUMNS = `l.order_id::int as "orderId", l.id::int as "poLineId", l.line_num as "lineNum", l.product_id::int as "skuId",
  l.product_name as "skuName", p.item_code as "skuCode", l.product_source as "cecFromCode", p.image_path as "primaryUrl",
  l.quantity::float8 as quantity, l.unit_price::float8 as "unitPrice", l.line_amount::float8 as "lineAmount", l.uom_name as "uomName",
  l.remark, to_char(l.needed_date, 'YYYY-MM-DD') as "neededDate", l.sub_status as "subStatus", l.cancel_code as "cancelCode",
  l.denial_reason as "denialReason", l.srm_invoice_flag::int as "srmInvoiceFlag",
  l.uom_id::int as "uomId", l.custom_uom_id::int as "customUomId", l.custom_uom_name as "customUomName", l.custom_quantity::float8 as "customQuantity"`;

/** Drops the nulls a row carries, so the answer has only the fields that have values. */
function compact<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;
}

async function withLines(db: Db, session: Session, headers: MallOrder[]): Promise<MallOrder[]> {
  if (headers.length === 0) return [];
  const lines = await db.query<MallOrderLine & { orderId: number }>(
    `select ${LINE_COLUMNS} from order_lines l join products p on p.id = l.product_id
      where l.tenant_id = $1 and l.order_id = any($2::bigint[]) order by l.order_id, l.line_num`,
    [session.tenantId, headers.map((h) => h.poHeaderId)],
  );
  const byOrder = new Map<number, MallOrderLine[]>();
  for (const { orderId, ...line } of lines) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), compact(line)]);
  return headers.map((h) => ({ ...compact(h), lines: byOrder.get(h.poHeaderId) ?? [] }));
}

/** One page of the caller's orders, newest first, with their lines, and the total matching. */
export async function listOrders(db: Db, session: Session, filters: OrderFilters, window: { limit: number; offset: number }): Promise<{ orders: MallOrder[]; total: number }> {
  const { where, values } = whereOf(session, filters);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from orders o where ${where}`, values);
  const headers = await db.query<MallOrder>(
    `select ${HEADER_COLUMNS} from ${HEADER_FROM} where ${where} order by o.created_at desc, o.id desc limit $${values.length + 1} offset $${values.length + 2}`,
    [...values, window.limit, window.offset],
  );
  return { orders: await withLines(db, session, headers), total: count?.total ?? 0 };
}

/** How many of the caller's orders each status tab holds under the code and date filters. */
export async function countByStatus(db: Db, session: Session, filters: OrderFilters): Promise<{ mallOrderStatus: MallOrderStatus; count: number }[]> {
  const { where, values } = whereOf(session, filters, false);
  return db.query(`select o.status as "mallOrderStatus", count(*)::int as count from orders o where ${where} group by o.status order by o.status`, values);
}

/** Address fields the detail shows. */
interface AddressView {
  contactName: string;
  mobile: string;
  fullAddress: string;
}

/** The order detail: the header, its lines, where the goods go, the invoice and the payment. */
export interface OrderDetail extends MallOrder {
  receiverAddress?: AddressView;
  invoiceAddress?: AddressView;
  invoice: Record<string, unknown>;
  payment?: { paymentOrderNum: string; status: string; paidDate?: string };
  unitName?: string;
  cancelDate?: string;
  attachmentUuid?: string;
}

/** One of the caller's orders, or undefined when it is not theirs or does not exist. */
export async function findOrder(db: Db, session: Session, poHeaderId: number): Promise<OrderDetail | undefined> {
  const [header] = await db.query<MallOrder & { extra: Record<string, unknown> }>(
    `select ${HEADER_COLUMNS},
            json_build_object('header', o.header, 'unitName', pu.unit_name, 'cancelDate', to_char(o.cancelled_at, 'YYYY-MM-DD HH24:MI:SS'),
              'receiver', (select json_build_object('contactName', a.contact_name, 'mobile', a.mobile, 'fullAddress', a.full_address)
                             from addresses a where a.id = o.receiver_address_id and a.tenant_id = o.tenant_id),
              'invoiceAddress', (select json_build_object('contactName', a.contact_name, 'mobile', a.mobile, 'fullAddress', a.full_address)
                                   from addresses a where a.id = o.invoice_address_id and a.tenant_id = o.tenant_id),
              'payment', (select json_build_object('paymentOrderNum', pm.payment_order_num, 'status', pm.status,
                                                   'paidDate', to_char(pm.paid_at, 'YYYY-MM-DD HH24:MI:SS'))
                            from payments pm where pm.payment_order_num = o.payment_order_num and pm.tenant_id = o.tenant_id)) as extra
       from ${HEADER_FROM} left join purchase_units pu on pu.id = o.unit_id
      where o.tenant_id = $1 and o.organization_id = $2 and o.owner_id = $3 and o.id = $4`,
    [session.tenantId, session.organizationId, session.userId, poHeaderId],
  );
  if (!header) return undefined;
  const { extra, ...order } = header;
  const [withItsLines] = await withLines(db, session, [order as MallOrder]);
  const stored = (extra.header ?? {}) as Record<string, unknown>;
  const invoiceKeys = ['invoiceMethodCode', 'invoiceTypeCode', 'invoiceTitleTypeCode', 'invoiceDetailTypeCode', 'companyInvoiceVO'];
  return compact({
    ...withItsLines!,
    receiverAddress: (extra.receiver as AddressView | null) ?? null,
    invoiceAddress: (extra.invoiceAddress as AddressView | null) ?? null,
    invoice: Object.fromEntries(invoiceKeys.filter((k) => stored[k] !== undefined).map((k) => [k, stored[k]])),
    payment: (extra.payment as OrderDetail['payment'] | null) ?? null,
    unitName: (extra.unitName as string | null) ?? null,
    cancelDate: (extra.cancelDate as string | null) ?? null,
    // The header attachment the order was submitted with (spec 2 attachments).
    attachmentUuid: (stored.attachmentUuid as string | undefined) || null,
  } as unknown as OrderDetail);
}

/** Every matching order (up to `max` + 1, so the caller can tell it was more) with lines, for the export. */
export async function ordersForExport(db: Db, session: Session, filters: OrderFilters, max: number): Promise<MallOrder[]> {
  const { where, values } = whereOf(session, filters);
  const headers = await db.query<MallOrder>(
    `select ${HEADER_COLUMNS} from ${HEADER_FROM} where ${where} order by o.created_at desc, o.id desc limit $${values.length + 1}`,
    [...values, max + 1],
  );
  return headers.length > max ? headers : withLines(db, session, headers);
}
