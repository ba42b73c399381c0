import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** One document in an order's flow or among a line's related documents. */
export interface OrderDocument {
  documentType: 'PURCHASE_REQUEST' | 'APPROVAL' | 'ORDER' | 'PAYMENT' | 'CONSIGNMENT' | 'RECEIPT';
  documentNum: string;
  status?: string;
  date?: string;
}

const DATE = `'YYYY-MM-DD HH24:MI:SS'`;

/**
 * Whether the receiving tables exist: consignments and receipts belong to the receipt feature,
 * whose migration may not be applied where this one is (an older data folder keeps working).
 */
async function hasReceiving(db: Db): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(`select to_regclass('receipt_entries') is not null and to_regclass('consignments') is not null as present`);
  return row?.present === true;
}

/**
 * The document flow of one of the caller's orders, in the order the documents arose: the
 * purchase request lot that produced it, its approval, the order, its payment, then the
 * consignments delivering it and the receipts against them. Undefined when it is not theirs.
 */
export async function documentFlowOf(db: Db, session: Session, poHeaderId: number): Promise<OrderDocument[] | undefined> {
  const [order] = await db.query<{ id: number; batchNum: string; orderNum: string; status: string; date: string; paymentNum: string | null }>(
    `select id::int as id, batch_num as "batchNum", order_num as "orderNum", status, to_char(created_at, ${DATE}) as date, payment_order_num as "paymentNum"
       from orders where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4`,
    [poHeaderId, session.tenantId, session.organizationId, session.userId],
  );
  if (!order) return undefined;
  const flow: OrderDocument[] = [{ documentType: 'PURCHASE_REQUEST', documentNum: order.batchNum, date: order.date }];
  const [approval] = await db.query<{ action: string; date: string | null }>(
    `select action, to_char(acted_at, ${DATE}) as date from order_approvals where order_id = $1 and step > 1 order by step desc limit 1`,
    [order.id],
  );
  if (approval) flow.push({ documentType: 'APPROVAL', documentNum: order.batchNum, status: approval.action, ...(approval.date ? { date: approval.date } : {}) });
  flow.push({ documentType: 'ORDER', documentNum: order.orderNum, status: order.status, date: order.date });
  if (order.paymentNum) {
    const [payment] = await db.query<{ status: string; date: string }>(
      `select status, to_char(coalesce(paid_at, created_at), ${DATE}) as date from payments where payment_order_num = $1 and tenant_id = $2`,
      [order.paymentNum, session.tenantId],
    );
    if (payment) flow.push({ documentType: 'PAYMENT', documentNum: order.paymentNum, ...payment });
  }
  if (await hasReceiving(db)) {
    const received = await db.query<OrderDocument>(
      `select 'CONSIGNMENT' as "documentType", c.consignment_code as "documentNum", to_char(c.created_at, ${DATE}) as date, c.created_at as at
         from consignments c where c.order_id = $1 and c.tenant_id = $2
       union all
       select 'RECEIPT', r.receipt_num, to_char(r.receipt_time, ${DATE}), r.receipt_time from receipts r where r.order_id = $1 and r.tenant_id = $2
       order by at`,
      [order.id, session.tenantId],
    );
    flow.push(...received.map(({ documentType, documentNum, date }) => ({ documentType, documentNum, date })));
  }
  return flow;
}

/**
 * The documents related to one line of the caller's orders: its order and lot, and the
 * consignments and receipts that carry this line. Undefined when the line is not theirs.
 */
export async function relatedDocumentsOf(db: Db, session: Session, poLineId: number): Promise<OrderDocument[] | undefined> {
  const [line] = await db.query<{ orderId: number; batchNum: string; orderNum: string; status: string; date: string }>(
    `select o.id::int as "orderId", o.batch_num as "batchNum", o.order_num as "orderNum", o.status, to_char(o.created_at, ${DATE}) as date
       from order_lines l join orders o on o.id = l.order_id
      where l.id = $1 and o.tenant_id = $2 and o.organization_id = $3 and o.owner_id = $4`,
    [poLineId, session.tenantId, session.organizationId, session.userId],
  );
  if (!line) return undefined;
  const documents: OrderDocument[] = [
    { documentType: 'PURCHASE_REQUEST', documentNum: line.batchNum, date: line.date },
    { documentType: 'ORDER', documentNum: line.orderNum, status: line.status, date: line.date },
  ];
  if (await hasReceiving(db)) {
    const received = await db.query<OrderDocument & { at: string }>(
      `select distinct 'CONSIGNMENT' as "documentType", c.consignment_code as "documentNum", to_char(c.created_at, ${DATE}) as date, c.created_at as at
         from consignment_lines cl join consignments c on c.id = cl.consignment_id where cl.order_line_id = $1 and cl.tenant_id = $2
       union
       select distinct 'RECEIPT', r.receipt_num, to_char(r.receipt_time, ${DATE}), r.receipt_time
         from consignment_lines cl join receipt_entries re on re.consignment_line_id = cl.id join receipts r on r.id = re.receipt_id
        where cl.order_line_id = $1 and cl.tenant_id = $2
       order by at`,
      [poLineId, session.tenantId],
    );
    documents.push(...received.map(({ documentType, documentNum, date }) => ({ documentType, documentNum, date })));
  }
  return documents;
}
