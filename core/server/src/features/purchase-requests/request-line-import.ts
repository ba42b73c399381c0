import { validateNeededDate } from '@mall/domain';
import { defineImportTemplate, type ImportCall, type ImportedRow, type ImportRowRefusal, type ImportTemplateContribution } from '@mall/sdk/server';
import { notFound } from '../../http/api-error';
import { earliestToday } from '../fields/field-context';
import { ruleRefused } from '../cart/cart-quantity-check';
import './purchase-request-messages';

/** The template code of the request-line import (the wizard's /mall/data-import/{code}). */
export const REQUEST_LINE_IMPORT = 'SMAL.PURCHASE_REQUEST_LINES';
/** A request holds at most this many lines, as save allows. */
const MAX_LINES = 200;

const texts = {
  'Purchase request lines': { en_US: 'Purchase request lines', zh_CN: '采购申请行' },
  'Product name': { en_US: 'Product name', zh_CN: '商品名称' },
  Specification: { en_US: 'Specification', zh_CN: '规格型号' },
  Quantity: { en_US: 'Quantity', zh_CN: '数量' },
  Unit: { en_US: 'Unit', zh_CN: '单位' },
  'Estimated price': { en_US: 'Estimated price', zh_CN: '预估单价' },
  'Needed date': { en_US: 'Needed date', zh_CN: '需求日期' },
  'Supplier suggestion': { en_US: 'Supplier suggestion', zh_CN: '建议供应商' },
  Remark: { en_US: 'Remark', zh_CN: '备注' },
};

const text = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));

/** The draft the lines go to: `args.mallRequestId`, the caller's own and still NEW (never the browser's word). */
async function draftOf({ db, session, args }: ImportCall): Promise<number> {
  const id = Number(args.mallRequestId);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('mall-request.not.found');
  const [row] = await db.query<{ id: number; status: string }>(
    'select id::int as id, status from mall_requests where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4',
    [id, session.tenantId, session.organizationId, session.userId],
  );
  if (!row) throw notFound('mall-request.not.found');
  if (row.status !== 'NEW') throw ruleRefused('mall-request.refused', { status: row.status, action: 'import' });
  return row.id;
}

/** A row's needed date: not before today (the same rule as the page and save). */
function checkRows(rows: readonly ImportedRow[]): ImportRowRefusal[] {
  const today = earliestToday();
  return rows.flatMap((row) => {
    const error = validateNeededDate(text(row.data.neededDate) ?? undefined, { today });
    return error ? [{ rowId: row.rowId, key: error.key }] : [];
  });
}

/**
 * Import lines into a draft purchase request (spec 2 section 3's 'import lines'), through the
 * import wizard's `import.templates`: the rows are appended after the draft's lines.
 */
export const requestLineImportTemplates: readonly ImportTemplateContribution[] = [
  defineImportTemplate({
    id: 'core.purchase-request.lines',
    permission: 'mall.tenant.buying-manage.my-request.button.import',
    texts,
    template: {
      kind: 'model',
      templateCode: REQUEST_LINE_IMPORT,
      templateName: 'Purchase request lines',
      importTemplateSheets: [
        {
          sheetName: 'Purchase request lines',
          importTemplateColumns: [
            { fieldCode: 'skuName', fieldName: 'Product name', componentType: 'TEXT_FIELD', requiredFlag: 1, maxLength: 200 },
            { fieldCode: 'specification', fieldName: 'Specification', componentType: 'TEXT_FIELD', maxLength: 200 },
            { fieldCode: 'quantity', fieldName: 'Quantity', componentType: 'FLOAT', requiredFlag: 1, minValue: 0.000001, maxValue: 999999999, digitalAccuracy: 6 },
            { fieldCode: 'uomName', fieldName: 'Unit', componentType: 'TEXT_FIELD', requiredFlag: 1, maxLength: 20 },
            { fieldCode: 'estimatedPrice', fieldName: 'Estimated price', componentType: 'FLOAT', requiredFlag: 1, minValue: 0, maxValue: 999999999, digitalAccuracy: 2 },
            { fieldCode: 'neededDate', fieldName: 'Needed date', componentType: 'DATE_SELECTION_BOX', requiredFlag: 1, displayFormat: 'YYYY-MM-DD' },
            { fieldCode: 'supplierSuggestion', fieldName: 'Supplier suggestion', componentType: 'TEXT_FIELD', maxLength: 200 },
            { fieldCode: 'remark', fieldName: 'Remark', componentType: 'TEXT_AREA', maxLength: 200 },
          ],
        },
      ],
    },
    async check(call, rows) {
      await draftOf(call);
      return checkRows(rows);
    },
    async importRows(call, rows) {
      const requestId = await draftOf(call);
      const [count] = await call.db.query<{ n: number; last: number }>('select count(*)::int as n, coalesce(max(line_num), 0)::int as last from mall_request_entries where request_id = $1', [requestId]);
      if (count!.n + rows.length > MAX_LINES) return rows.map((r) => ({ rowId: r.rowId, key: 'mall-request.import.too-many', params: { max: MAX_LINES } }));
      await call.db.query(
        `insert into mall_request_entries (tenant_id, request_id, line_num, sku_name, specification, quantity, uom_name, estimated_price, needed_date, supplier_suggestion, remark)
         select $1, $2, $3 + x.n, x.name, x.spec, x.quantity, x.uom, x.price, x.needed::date, x.supplier, x.remark
           from json_to_recordset($4::json) as x(n int, name text, spec text, quantity numeric, uom text, price numeric, needed text, supplier text, remark text)`,
        [call.session.tenantId, requestId, count!.last, JSON.stringify(rows.map((r, i) => ({
          n: i + 1, name: text(r.data.skuName), spec: text(r.data.specification), quantity: Number(r.data.quantity), uom: text(r.data.uomName),
          price: Number(r.data.estimatedPrice), needed: text(r.data.neededDate), supplier: text(r.data.supplierSuggestion), remark: text(r.data.remark),
        })))],
      );
      await call.db.query('update mall_requests set updated_at = now() where id = $1', [requestId]);
    },
  }),
];
