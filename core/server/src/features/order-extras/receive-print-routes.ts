import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { neutraliseCell } from '@mall/domain';
import { loadExcelJs } from '../data-import/exceljs';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { translate, type Language } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { OrderIdBody } from '../my-orders/my-orders-schemas';
import { OrderQuery } from './order-extras-schemas';

interface PrintLine {
  skuName: string;
  skuCode: string;
  quantity: number;
  uomName: string;
  remark?: string;
  stockList: { inventoryName: string; quantity: number }[];
}

interface ReceivePrint {
  poHeaderId: number;
  orderCode: string;
  supplierCompanyName: string;
  receiptList: { receiptNum: string; receiptTime: string; lineList: PrintLine[] }[];
}

/** What the receipt note prints: the caller's order and every receipt made against it, oldest first. */
async function receivePrintOf(db: Db, session: Session, poHeaderId: number): Promise<ReceivePrint | undefined> {
  const [order] = await db.query<{ orderCode: string; supplierCompanyName: string }>(
    `select o.order_num as "orderCode", s.supplier_name as "supplierCompanyName" from orders o join supplier_companies s on s.id = o.supplier_company_id
      where o.id = $1 and o.tenant_id = $2 and o.organization_id = $3 and o.owner_id = $4`,
    [poHeaderId, session.tenantId, session.organizationId, session.userId],
  );
  if (!order) return undefined;
  const rows = await db.query<PrintLine & { receiptNum: string; receiptTime: string }>(
    `select r.receipt_num as "receiptNum", to_char(r.receipt_time, 'YYYY-MM-DD HH24:MI:SS') as "receiptTime", cl.sku_name as "skuName", cl.sku_code as "skuCode",
            re.quantity::float8 as quantity, cl.uom_name as "uomName", re.remark,
            coalesce((select json_agg(json_build_object('inventoryName', i.inventory_name, 'quantity', se.quantity::float8) order by se.id)
                        from receipt_stock_entries se join inventories i on i.id = se.inventory_id where se.receipt_entry_id = re.id), '[]') as "stockList"
       from receipts r join receipt_entries re on re.receipt_id = r.id join consignment_lines cl on cl.id = re.consignment_line_id
      where r.order_id = $1 and r.tenant_id = $2 order by r.receipt_time, r.id, cl.line_num`,
    [poHeaderId, session.tenantId],
  );
  const receipts = new Map<string, ReceivePrint['receiptList'][number]>();
  for (const { receiptNum, receiptTime, remark, ...line } of rows) {
    const receipt = receipts.get(receiptNum) ?? { receiptNum, receiptTime, lineList: [] };
    receipt.lineList.push(remark ? { ...line, remark } : line);
    receipts.set(receiptNum, receipt);
  }
  return { poHeaderId, ...order, receiptList: [...receipts.values()] };
}

const PRINT_COLUMNS = ['receipt', 'time', 'product', 'code', 'quantity', 'uom', 'stock', 'remark'] as const;

/** The receipt note as a workbook: a title row naming the order and supplier, then one row per received line. */
async function workbookOf(print: ReceivePrint, language: Language): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(translate('smodr.print.title', language));
  sheet.addRow([neutraliseCell(`${translate('smodr.print.title', language)} ${print.orderCode}`), neutraliseCell(print.supplierCompanyName)]).font = { bold: true };
  sheet.addRow(PRINT_COLUMNS.map((c) => translate(`smodr.print.${c}`, language)));
  for (const receipt of print.receiptList) {
    for (const line of receipt.lineList) {
      const stock = line.stockList.map((s) => `${s.inventoryName} ${s.quantity}`).join('; ');
      sheet.addRow([receipt.receiptNum, receipt.receiptTime, line.skuName, line.skuCode, line.quantity, line.uomName, stock, line.remark ?? ''].map(neutraliseCell));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET orders/receive-print (the note's data) and POST orders/receive-order-print (the note as a binary .xlsx). */
export const receivePrintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smodr/v1/:org/orders/receive-print', { schema: { params: OrgParams, querystring: OrderQuery } }, async (request) => {
    const print = await receivePrintOf(db, requireSession(request), Number(request.query.poHeaderId));
    if (!print) throw notFound('smodr.order.not.found');
    return print;
  });

  app.post('/smodr/v1/:org/orders/receive-order-print', { schema: { params: OrgParams, body: OrderIdBody } }, async (request, reply) => {
    const print = await receivePrintOf(db, requireSession(request), request.body.poHeaderId);
    if (!print) throw notFound('smodr.order.not.found');
    if (print.receiptList.length === 0) throw ruleRefused('smodr.order.no.receipt');
    const body = await workbookOf(print, requestLanguage(request));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="receipt-${print.orderCode.replace(/[^A-Za-z0-9_-]/g, '_')}.xlsx"`)
      .send(body);
  });
};
