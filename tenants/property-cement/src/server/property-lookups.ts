import type { ServerLookupValue, ServerSeedContext } from '@mall/sdk/server';
import { BUDGET_NUMBER_LOOKUP, budgetNumberValues } from './property-budgets';
import { treeValues, type TreeNode } from './tree-values';

// The value sets behind the property/cement budget fields (spec 3 section 3). Spec 3 gives no
// values; these are a believable group with a property and a cement business. Departments and
// budget subjects are trees whose upper levels cannot be chosen (spec 3 section 5, leaf only).

const leaf = (code: string, zh: string, en: string): TreeNode => ({ code, zh, en });

export const DEPARTMENTS: readonly TreeNode[] = [
  {
    code: 'D10', zh: '集团总部', en: 'Group headquarters',
    children: [leaf('D1010', '行政部', 'Administration'), leaf('D1020', '财务部', 'Finance'), leaf('D1030', '信息技术部', 'Information technology')],
  },
  {
    code: 'D20', zh: '水泥事业部', en: 'Cement division',
    children: [
      { code: 'D2010', zh: '水泥一厂', en: 'Cement plant 1', children: [leaf('D201010', '生料车间', 'Raw meal workshop'), leaf('D201020', '熟料车间', 'Clinker workshop')] },
      leaf('D2020', '质检中心', 'Quality inspection centre'),
    ],
  },
  {
    code: 'D30', zh: '物业事业部', en: 'Property division',
    children: [leaf('D3010', '住宅物业中心', 'Residential property centre'), leaf('D3020', '商业物业中心', 'Commercial property centre')],
  },
];

export const BUDGET_SUBJECTS: readonly TreeNode[] = [
  { code: '6601', zh: '销售费用', en: 'Selling expenses', children: [leaf('660101', '广告宣传费', 'Advertising'), leaf('660102', '业务招待费', 'Business entertainment')] },
  {
    code: '6602', zh: '管理费用', en: 'Administrative expenses',
    children: [
      leaf('660201', '办公费', 'Office expenses'),
      leaf('660202', '差旅费', 'Travel expenses'),
      { code: '660203', zh: '修理费', en: 'Repairs', children: [leaf('66020301', '房屋修理费', 'Building repairs'), leaf('66020302', '设备修理费', 'Equipment repairs')] },
    ],
  },
  { code: '5001', zh: '生产成本', en: 'Production cost', children: [leaf('500101', '直接材料', 'Direct materials'), leaf('500102', '制造费用', 'Manufacturing overhead')] },
];

type Flat = readonly [code: string, zh: string, en: string];

const FEE_TYPES: readonly Flat[] = [
  ['PROPERTY_REPAIR', '物业维修费', 'Property maintenance'],
  ['PRODUCTION_MATERIAL', '生产物料费', 'Production materials'],
  ['SAFETY', '安全生产费', 'Work safety'],
  ['ENERGY', '能源费', 'Energy'],
  ['OFFICE', '办公费', 'Office expenses'],
];

const ASSET_CLASSES: readonly Flat[] = [
  ['BUILDING', '房屋及建筑物', 'Buildings and structures'],
  ['MACHINERY', '机器设备', 'Machinery'],
  ['VEHICLE', '运输设备', 'Vehicles'],
  ['ELECTRONIC', '电子设备', 'Electronic equipment'],
  ['FURNITURE', '办公家具', 'Office furniture'],
];

const ORG_CATEGORIES: readonly Flat[] = [
  ['PRODUCTION', '生产类', 'Production'],
  ['SALES', '销售类', 'Sales'],
  ['ADMIN', '管理类', 'Administration'],
  ['PROPERTY_SERVICE', '物业服务类', 'Property services'],
];

/** "{meaning}" in a data column is served as the meaning in the caller's language. */
const flat = (rows: readonly Flat[], codeKey: string, nameKey: string): ServerLookupValue[] =>
  rows.map(([code, zh, en]) => ({ value: code, meaningZh: zh, meaningEn: en, data: { [codeKey]: code, [nameKey]: '{meaning}' } }));

/** Every lookup code the tenant's budget fields name, with its values. */
export const PROPERTY_LOOKUPS: Readonly<Record<string, readonly ServerLookupValue[]>> = {
  'SMAL.JXNM_DEPARTMENT': treeValues(DEPARTMENTS, (n) => ({ departmentCode: n.code, departmentName: '{meaning}' })),
  'SMAL.JXNM_BUDGET_SUBJECT': treeValues(BUDGET_SUBJECTS, (n) => ({ subjectsCode: n.code, subjectsName: '{meaning}' })),
  // The tenant's own fee types replace the platform's set for its callers.
  'SMAL.FEE_TYPE': flat(FEE_TYPES, 'feeTypeCode', 'feeTypeName'),
  'SMAL.JXNM_ASSET_CLASS': flat(ASSET_CLASSES, 'subjectsCategoryCode', 'subjectsCategoryName'),
  'SMAL.JXNM_ORG_CATEGORY': flat(ORG_CATEGORIES, 'orgCategoryCode', 'orgCategoryName'),
  // The budget numbers, filtered by the row's use department (data column costCode).
  [BUDGET_NUMBER_LOOKUP]: budgetNumberValues(),
};

export async function seedPropertyLookups({ addLookupValues }: ServerSeedContext): Promise<void> {
  for (const [code, values] of Object.entries(PROPERTY_LOOKUPS)) await addLookupValues(code, values);
}
