import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { usageOf } from '../attachments/attachment-repo';
import '../attachments/attachment-messages';
import { FieldChecker, type FieldSchemas } from '../fields';
import { companyInventories, consignmentLines, lockConsignmentLines, requireReceiptOrder } from './consignment-repo';
import { checkReceiptEntry, type CheckedEntry } from './receipt-check';
import './receipt-messages';
import { logisticsTrack } from './logistics-repo';
import { ConsignmentQuery, ReceiptSubmitBody, TrackQuery, type ReceiptSubmit } from './receipt-schemas';

/** The tenant's receipt-line fields over each entry and its line, before anything is stored. */
async function checkLineFields(db: Db, session: Session, schemas: FieldSchemas, body: ReceiptSubmit): Promise<void> {
  const checker = await FieldChecker.of(db, session, schemas);
  if (checker.fieldsOf('receipt-line').length === 0) return;
  const lines = new Map((await consignmentLines(db, session, body.poHeaderId)).map((l) => [l.consignmentEntryId, l]));
  await checker.checkRows('receipt-line', body.receiptEntryList.map((entry) => ({ ...lines.get(entry.consignmentEntryId), ...entry })));
}

/** Stores one receipt: received quantities raised under the lines' locks, entries and stock entries written. */
async function receive(tx: Db, session: Session, body: ReceiptSubmit) {
  const order = await requireReceiptOrder(tx, session, body.poHeaderId);
  if (order.receiptFlag !== 1) throw ruleRefused('smodr.receipt.elsewhere');
  const ids = body.receiptEntryList.map((e) => e.consignmentEntryId);
  if (new Set(ids).size !== ids.length) throw ruleRefused('smodr.receipt.line.repeated');
  const lines = new Map((await lockConsignmentLines(tx, session, order.poHeaderId, ids)).map((l) => [l.consignmentEntryId, l]));
  const warehouses = new Set((await companyInventories(tx, session, order.companyId)).map((w) => w.inventoryId));
  // A line's attachment is one uploaded in this tenant as a manual-line attachment (its size limit).
  for (const { attachmentUuid } of body.receiptEntryList) {
    if (attachmentUuid && (await usageOf(tx, session.tenantId, attachmentUuid)) !== 'manual-line') throw notFound('hfle.file.not.found');
  }
  const checked: CheckedEntry[] = body.receiptEntryList.map((entry) => {
    const line = lines.get(entry.consignmentEntryId);
    if (!line) throw notFound('smodr.receipt.line.not.found');
    return checkReceiptEntry(line, entry, warehouses);
  });
  const receiptNum = `RCV-${body.receiptTime.slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [receipt] = await tx.query<{ id: number }>(
    `insert into receipts (tenant_id, organization_id, owner_id, order_id, receipt_num, receipt_time)
     values ($1, $2, $3, $4, $5, $6::timestamp) returning id`,
    [session.tenantId, session.organizationId, session.userId, order.poHeaderId, receiptNum, body.receiptTime],
  );
  for (const [index, { line, quantity, packageQuantity, stock }] of checked.entries()) {
    // Guarded as well as locked: the table's check and this condition both keep received within sent.
    const raised = await tx.query(
      `update consignment_lines set received_quantity = received_quantity + $1
        where id = $2 and tenant_id = $3 and received_quantity + $1 <= sent_quantity returning id`,
      [quantity, line.consignmentEntryId, session.tenantId],
    );
    if (raised.length === 0) throw ruleRefused('receipt.quantity.max', { max: line.waitingReceiveQuantity });
    const entry = body.receiptEntryList[index]!;
    const extras = Object.fromEntries(Object.entries(entry).filter(([key]) => key.startsWith('attribute')));
    const [stored] = await tx.query<{ id: number }>(
      `insert into receipt_entries (tenant_id, receipt_id, consignment_line_id, quantity, package_quantity, remark, attachment_uuid, extras)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [session.tenantId, receipt!.id, line.consignmentEntryId, quantity, packageQuantity, entry.remark ?? null, entry.attachmentUuid ?? null, JSON.stringify(extras)],
    );
    if (stock.length > 0) {
      await tx.query(
        `insert into receipt_stock_entries (tenant_id, receipt_entry_id, inventory_id, quantity)
         select $1, $2, s.inventory_id, s.quantity from unnest($3::bigint[], $4::numeric[]) s(inventory_id, quantity)`,
        [session.tenantId, stored!.id, stock.map((s) => s.inventoryId), stock.map((s) => s.quantity)],
      );
    }
  }
  // A line is FINISH once everything delivered for it is received (line statuses of spec 2 section 4).
  await tx.query(
    `update order_lines l set sub_status = 'FINISH' where l.order_id = $1 and l.tenant_id = $2
        and exists (select 1 from consignment_lines cl where cl.order_line_id = l.id)
        and not exists (select 1 from consignment_lines cl where cl.order_line_id = l.id and cl.received_quantity < cl.sent_quantity)`,
    [order.poHeaderId, session.tenantId],
  );
  // The order is received once nothing of any delivery is left waiting.
  await tx.query(
    `update orders o set status = 'RECEIVED' where o.id = $1 and o.tenant_id = $2 and o.status = 'WAITING_RECEIPT'
        and not exists (select 1 from consignment_lines cl join consignments c on c.id = cl.consignment_id
                         where c.order_id = o.id and cl.received_quantity < cl.sent_quantity)`,
    [order.poHeaderId, session.tenantId],
  );
  return { receiptNum, poHeaderId: order.poHeaderId };
}

/** Goods receipt and logistics of spec 2 (sections 2, 4, 5 and 7 "Receipt and consignment"). */
export const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fieldSchemas } = app.mall;

  // The receipt drawer's lines: every delivery line of the order with what is still waiting, and the company's warehouses.
  app.post('/smodr/v1/:org/consignment-entrys/confirm-consignment', { schema: { params: OrgParams, body: ConsignmentQuery } }, async (request) => {
    const session = requireSession(request);
    const order = await requireReceiptOrder(db, session, request.body.poHeaderId);
    return {
      ...order,
      lineList: await consignmentLines(db, session, order.poHeaderId, request.body.asnLineIds),
      inventoryList: await companyInventories(db, session, order.companyId),
    };
  });

  app.post('/smodr/v1/:org/receipt-entrys/receipt-submit', { schema: { params: OrgParams, body: ReceiptSubmitBody } }, async (request) => {
    const session = requireSession(request);
    await checkLineFields(db, session, fieldSchemas, request.body);
    const result = await db.transaction((tx) => receive(tx, session, request.body));
    return { ...result, lineList: await consignmentLines(db, session, result.poHeaderId) };
  });

  app.get('/smodr/v1/:org/order-center/track', { schema: { params: OrgParams, querystring: TrackQuery } }, async (request) =>
    logisticsTrack(db, requireSession(request), request.query),
  );
};
