import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadExcelJs } from '../data-import/exceljs';
import { requireSession } from '../../auth/session-hook';
import { requestLanguage } from '../../http/error-handler';
import { translate, type Language } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { ordersForExport } from './my-orders-repo';
import { filtersOf, OrderFilterQuery } from './my-orders-schemas';
import { neutraliseCell, type MallOrder } from '@mall/domain';
import { registerMessages } from '../../http/messages';

/** At most this many orders go into one spreadsheet; a larger search is refused, not cut short silently. */
export const EXPORT_MAX_ORDERS = 5000;

const COLUMNS = ['orderCode', 'creationDate', 'status', 'supplier', 'lineNum', 'skuCode', 'skuName', 'quantity', 'uomName', 'unitPrice', 'lineAmount', 'lineStatus', 'currency', 'amount'] as const;

registerMessages({
  ...Object.fromEntries(
    Object.entries({
      orderCode: ['Order code', '订单编号'], creationDate: ['Order date', '下单时间'], status: ['Order status', '订单状态'], supplier: ['Supplier', '供应商'],
      lineNum: ['Line', '行号'], skuCode: ['Product code', '商品编码'], skuName: ['Product', '商品名称'], quantity: ['Quantity', '数量'], uomName: ['Unit', '单位'],
      unitPrice: ['Unit price', '单价'], lineAmount: ['Line amount', '行金额'], lineStatus: ['Line status', '行状态'], currency: ['Currency', '币种'], amount: ['Order amount', '订单金额'],
    }).map(([key, [en, zh]]) => [`smodr.order.export.${key}`, { en_US: en!, zh_CN: zh! }]),
  ),
  'smodr.order.export.sheet': { en_US: 'My orders', zh_CN: '我的订单' },
  'smodr.order.line-status.FINISH': { en_US: 'Finished', zh_CN: '已完成' },
  'smodr.order.line-status.WAITING_RECEIVE': { en_US: 'Waiting for receipt', zh_CN: '待收货' },
  'smodr.order.line-status.REJECT': { en_US: 'Rejected', zh_CN: '已拒绝' },
  'smodr.order.line-status.CANCELLED': { en_US: 'cancelled', zh_CN: '已取消' },
  'smodr.order.cancel-code.REVOKE': { en_US: 'Revoked', zh_CN: '已撤销' },
  'smodr.order.cancel-code.CANCELED': { en_US: 'Cancelled by the supplier', zh_CN: '供应商取消' },
  'smodr.order.cancel-code.REFUSED': { en_US: 'Refused', zh_CN: '已拒收' },
});

function lineStatusText(line: MallOrder['lines'][number], language: Language): string {
  if (!line.subStatus) return '';
  if (line.subStatus === 'CANCELLED' && line.cancelCode) return translate(`smodr.order.cancel-code.${line.cancelCode}`, language);
  const text = translate(`smodr.order.line-status.${line.subStatus}`, language);
  return line.denialReason ? `${text}: ${line.denialReason}` : text;
}

/** Writes the orders, one row per line, through exceljs's streamed writer into `stream`. */
async function writeWorkbook(orders: readonly MallOrder[], language: Language, stream: PassThrough): Promise<void> {
  const excel = await loadExcelJs();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate('smodr.order.export.sheet', language));
  sheet.addRow(COLUMNS.map((c) => translate(`smodr.order.export.${c}`, language))).commit();
  for (const order of orders) {
    const status = translate(`smodr.order.status.${order.mallOrderStatus}`, language);
    for (const line of order.lines) {
      sheet
        .addRow([
          order.orderCode, order.creationDate, status, order.supplierCompanyName, line.lineNum, line.skuCode, line.skuName, line.quantity, line.uomName,
          line.unitPrice, line.lineAmount, lineStatusText(line, language), order.currencyCode, order.amount,
        ].map(neutraliseCell))
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** GET po-headers/{org}/export: the listed orders (same filters as the list, every page) as a real .xlsx. */
export const myOrdersExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  app.get('/smodr/v1/:org/po-headers/export', { schema: { params: OrgParams, querystring: OrderFilterQuery } }, async (request, reply) => {
    const session = requireSession(request);
    const orders = await ordersForExport(db, session, filtersOf(request.query), EXPORT_MAX_ORDERS);
    if (orders.length > EXPORT_MAX_ORDERS) throw ruleRefused('smodr.order.export.too-many', { max: EXPORT_MAX_ORDERS });
    const language = requestLanguage(request);
    const stream = new PassThrough();
    writeWorkbook(orders, language, stream).catch((error: unknown) => stream.destroy(error as Error));
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="my-orders-${day}.xlsx"`)
      .send(stream);
  });
};
