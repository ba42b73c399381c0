import type { SeedPart } from './seed-part';

type Value = [value: string, zh: string, en: string, data?: Record<string, unknown>];

/** Platform value sets (tenant 0). A data column "{meaning}" takes the translated meaning. */
export const LOOKUPS: Readonly<Record<string, readonly Value[]>> = {
  SMAL_FAVORITES_CATEGORY: [
    ['E_DEFAULT', '默认收藏', 'Default', { categoryId: 101, categoryName: '{meaning}', channel: 'ENTERPRISE' }],
    ['E_OFFICE', '办公用品', 'Office supplies', { categoryId: 102, categoryName: '{meaning}', channel: 'ENTERPRISE' }],
    ['E_IT', 'IT设备', 'IT equipment', { categoryId: 103, categoryName: '{meaning}', channel: 'ENTERPRISE' }],
    ['P_DEFAULT', '默认收藏', 'Default', { categoryId: 201, categoryName: '{meaning}', channel: 'PERSONAL' }],
    ['P_DAILY', '生活用品', 'Daily necessities', { categoryId: 202, categoryName: '{meaning}', channel: 'PERSONAL' }],
  ],
  'SPRM.PR_TYPE': [
    ['STANDARD', '标准采购申请', 'Standard purchase request', { prTypeId: 1, prTypeCode: 'STANDARD', prTypeName: '{meaning}' }],
    ['URGENT', '紧急采购申请', 'Urgent purchase request', { prTypeId: 2, prTypeCode: 'URGENT', prTypeName: '{meaning}' }],
    ['ASSET', '固定资产采购申请', 'Fixed asset purchase request', { prTypeId: 3, prTypeCode: 'ASSET', prTypeName: '{meaning}' }],
    ['SERVICE', '服务类采购申请', 'Service purchase request', { prTypeId: 4, prTypeCode: 'SERVICE', prTypeName: '{meaning}' }],
  ],
  // Types 1 and 3 are the ordinary invoices: header and tax number are enough (spec 1 section 5).
  'SMAL.INVOICE_TYPE': [
    ['1', '增值税普通发票', 'VAT ordinary invoice'],
    ['2', '增值税专用发票', 'VAT special invoice'],
    ['3', '增值税电子普通发票', 'VAT electronic ordinary invoice'],
    ['4', '增值税电子专用发票', 'VAT electronic special invoice'],
  ],
  'SMAL.INVOICE_METHOD': [
    ['1', '随货开票', 'Invoice with the goods'],
    ['2', '集中开票', 'Centralised invoicing'],
  ],
  // The codes the invoice rules know (spec 3 "Invoice dialog"): title type '1' company and '2'
  // personal; detail '100' (by category) rules out the special invoice.
  'SMAL.INVOICE_TITLE_TYPE': [
    ['1', '单位', 'Company'],
    ['2', '个人', 'Individual'],
  ],
  'SMAL.INVOICE_DETAIL_TYPE': [
    ['1', '商品明细', 'Goods details'],
    ['100', '商品类别', 'Goods category'],
  ],
  // Payment methods of the pre-submit page; ONLINE and PERSONAL_PAYMENT are paid through the cashier.
  'SMAL.PAYMENT_METHOD': [
    ['MONTHLY', '月结', 'Monthly settlement'],
    ['ONLINE', '在线支付', 'Online payment'],
    ['PERSONAL_PAYMENT', '个人支付', 'Personal payment'],
  ],
  // The budgets of seed/budgets-part.ts (every company has them): core's budget dimension.
  'SMAL.BUDGET': [
    ['BUD-OFFICE', '办公费用预算', 'Office expenses budget'],
    ['BUD-IT', 'IT设备预算', 'IT equipment budget'],
    ['BUD-TRAVEL', '差旅预算', 'Travel budget'],
    ['BUD-PETTY', '小额备用金', 'Petty cash'],
  ],
  'SMAL.FEE_TYPE': [
    ['OFFICE', '办公费', 'Office expenses', { feeTypeCode: 'OFFICE', feeTypeName: '{meaning}' }],
    ['IT', 'IT费用', 'IT expenses', { feeTypeCode: 'IT', feeTypeName: '{meaning}' }],
    ['TRAVEL', '差旅费', 'Travel expenses', { feeTypeCode: 'TRAVEL', feeTypeName: '{meaning}' }],
    ['MAINTENANCE', '维修费', 'Maintenance', { feeTypeCode: 'MAINTENANCE', feeTypeName: '{meaning}' }],
    ['MARKETING', '市场推广费', 'Marketing', { feeTypeCode: 'MARKETING', feeTypeName: '{meaning}' }],
  ],
  'SPRM.BUDGET_ITEM': [
    ['BI001', '办公用品预算', 'Office supplies budget', { budgetItemId: 1, budgetItemCode: 'BI001', budgetItemName: '{meaning}' }],
    ['BI002', 'IT设备预算', 'IT equipment budget', { budgetItemId: 2, budgetItemCode: 'BI002', budgetItemName: '{meaning}' }],
    ['BI003', '行政费用预算', 'Administration budget', { budgetItemId: 3, budgetItemCode: 'BI003', budgetItemName: '{meaning}' }],
    ['BI004', '营销费用预算', 'Marketing budget', { budgetItemId: 4, budgetItemCode: 'BI004', budgetItemName: '{meaning}' }],
  ],
  // Phone area codes; +86 is the default (spec 1 section 9).
  'HPFM.IDD': [
    ['+86', '中国大陆', 'Chinese mainland', { defaultFlag: 1 }],
    ['+852', '中国香港', 'Hong Kong, China', { defaultFlag: 0 }],
    ['+853', '中国澳门', 'Macao, China', { defaultFlag: 0 }],
    ['+886', '中国台湾', 'Taiwan, China', { defaultFlag: 0 }],
    ['+1', '美国/加拿大', 'United States / Canada', { defaultFlag: 0 }],
    ['+44', '英国', 'United Kingdom', { defaultFlag: 0 }],
    ['+49', '德国', 'Germany', { defaultFlag: 0 }],
    ['+65', '新加坡', 'Singapore', { defaultFlag: 0 }],
    ['+81', '日本', 'Japan', { defaultFlag: 0 }],
    ['+82', '韩国', 'Korea', { defaultFlag: 0 }],
  ],
  'HPFM.COUNTRY': [['CN', '中国', 'China', { countryId: 1, countryCode: 'CN', countryName: '{meaning}' }]],
};

const title = (zh: string, en: string) => ({ zh_CN: zh, en_US: en });

/** Lookup views (lov-view/info); queryUrl points at the paged data lookup. */
export const LOV_VIEWS = [
  {
    viewCode: 'SPRM.BUDGET_ITEM',
    viewName: '预算项目',
    lovCode: 'SPRM.BUDGET_ITEM',
    valueField: 'budgetItemId',
    displayField: 'budgetItemName',
    tableFields: [
      { title: title('预算项目编码', 'Budget item code'), dataIndex: 'budgetItemCode', width: 150 },
      { title: title('预算项目名称', 'Budget item name'), dataIndex: 'budgetItemName', width: 250 },
    ],
    queryFields: [{ label: title('预算项目编码', 'Budget item code'), field: 'budgetItemCode', dataType: 'INPUT' }],
  },
  {
    viewCode: 'SPRM.PR_TYPE',
    viewName: '采购申请类型',
    lovCode: 'SPRM.PR_TYPE',
    valueField: 'prTypeId',
    displayField: 'prTypeName',
    tableFields: [
      { title: title('类型编码', 'Type code'), dataIndex: 'prTypeCode', width: 150 },
      { title: title('类型名称', 'Type name'), dataIndex: 'prTypeName', width: 250 },
    ],
    queryFields: [{ label: title('类型编码', 'Type code'), field: 'prTypeCode', dataType: 'INPUT' }],
  },
  {
    viewCode: 'SMAL.FEE_TYPE',
    viewName: '费用类型',
    lovCode: 'SMAL.FEE_TYPE',
    valueField: 'feeTypeCode',
    displayField: 'feeTypeName',
    tableFields: [
      { title: title('费用类型编码', 'Fee type code'), dataIndex: 'feeTypeCode', width: 150 },
      { title: title('费用类型名称', 'Fee type name'), dataIndex: 'feeTypeName', width: 250 },
    ],
    queryFields: [{ label: title('费用类型编码', 'Fee type code'), field: 'feeTypeCode', dataType: 'INPUT' }],
  },
];

export const lookupsPart: SeedPart = {
  name: 'lookups',
  async run(tx) {
    const rows = Object.entries(LOOKUPS).flatMap(([lovCode, values]) =>
      values.map(([value, zh, en, data], index) => ({ lovCode, value, zh, en, orderSeq: (index + 1) * 10, data: data ?? {} })),
    );
    await tx.query(
      `insert into lov_values (tenant_id, lov_code, value, meaning_zh, meaning_en, order_seq, data)
       select 0, "lovCode", value, zh, en, "orderSeq", data
         from json_to_recordset($1::json) as x("lovCode" text, value text, zh text, en text, "orderSeq" int, data jsonb)
       on conflict (tenant_id, lov_code, value) do nothing`,
      [JSON.stringify(rows)],
    );
    await tx.query(
      `insert into lov_views (tenant_id, view_code, view_name, lov_code, value_field, display_field, query_url, page_size, table_fields, query_fields)
       select 0, "viewCode", "viewName", "lovCode", "valueField", "displayField",
              '/hpfm/v1/{organizationId}/lov-view/data?viewCode=' || "viewCode", 10, "tableFields", "queryFields"
         from json_to_recordset($1::json) as x("viewCode" text, "viewName" text, "lovCode" text, "valueField" text,
              "displayField" text, "tableFields" jsonb, "queryFields" jsonb)
       on conflict (tenant_id, view_code) do nothing`,
      [JSON.stringify(LOV_VIEWS)],
    );
  },
};
