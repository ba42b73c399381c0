import { CoreIds, budgetDimensions, isEmptyValue, msg, type BudgetDimensions, type FieldRegistration, type BudgetRowError, type CartLine, type FieldRow, type FieldSchema, type MallContext } from '@mall/sdk';

/**
 * Spec 3 section 9: organisation codes that need an organisation category. Spec 3 does not say
 * which organisation's code this is; the session's business entity code (`ouCode`) is the
 * organisation code the user config carries.
 */
export const ORG_CODES_NEEDING_CATEGORY: readonly string[] = ['20007', '20034', '20035', '20001', '20007-JRY'];

const needsOrgCategory = (_row: FieldRow, ctx: MallContext) => ORG_CODES_NEEDING_CATEGORY.includes(ctx.config.ouCode ?? '');
const hasAssetClass = (row: FieldRow) => !isEmptyValue(row.subjectsCategoryCode);

const leafDepartment = { message: msg('property-cement.budget.leaf-department') };
const leafSubject = { message: msg('property-cement.budget.leaf-subject') };

/** Spec 3 section 3 "Property/cement tenant", with the required rules of section 5. */
export const propertyFields: readonly FieldSchema[] = [
  { name: 'subjectsCode', labelKey: 'property-cement.budget.subject', component: 'lookup', lookupCode: 'SMAL.JXNM_BUDGET_SUBJECT', leafOnly: leafSubject },
  {
    name: 'costCode',
    labelKey: 'property-cement.budget.use-department',
    component: 'lookup',
    lookupCode: 'SMAL.JXNM_DEPARTMENT',
    required: true,
    leafOnly: leafDepartment,
    clearOnChange: ['budgetCode'],
  },
  // The budget the row draws on (core's budget calls resolve it by budgetCode), searched among
  // the use department's budgets (spec 3 section 5, budget-number search).
  {
    name: 'budgetCode',
    labelKey: 'property-cement.budget.budget-number',
    component: 'lookup',
    lookupCode: 'SMAL.JXNM_BUDGET_NUMBER',
    queryParams: { costCode: '{costCode}' },
    dependsOn: ['costCode'],
    required: true,
  },
  { name: 'sapNum', labelKey: 'property-cement.budget.internal-order', component: 'input' },
  { name: 'expensesSubject', labelKey: 'property-cement.budget.fee-type', component: 'lookup', lookupCode: 'SMAL.FEE_TYPE', required: true },
  // Required only through the row check below, which also sees the cart lines' attributeVarchar1.
  { name: 'subjectsCategoryCode', labelKey: 'property-cement.budget.asset-class', component: 'lookup', lookupCode: 'SMAL.JXNM_ASSET_CLASS' },
  {
    name: 'manageUnitCode',
    labelKey: 'property-cement.budget.management-department',
    component: 'lookup',
    lookupCode: 'SMAL.JXNM_DEPARTMENT',
    required: hasAssetClass,
    leafOnly: leafDepartment,
  },
  { name: 'fixAssetCode', labelKey: 'property-cement.budget.fixed-asset', component: 'input' },
  {
    name: 'orgCategoryCode',
    labelKey: 'property-cement.budget.org-category',
    component: 'lookup',
    lookupCode: 'SMAL.JXNM_ORG_CATEGORY',
    required: needsOrgCategory,
    hidden: (row, ctx) => !needsOrgCategory(row, ctx),
  },
];

const isOne = (value: unknown) => value === 1 || value === '1';

/** attributeVarchar1 of the row, else of the lines it budgets (any of them in batch mode). */
function assetFlagged(row: FieldRow, lines: readonly CartLine[]): boolean {
  if (row.attributeVarchar1 !== undefined) return isOne(row.attributeVarchar1);
  const own = lines.filter((line) => row.cartId === undefined || line.cartId === row.cartId);
  return own.some((line) => isOne(line.attributeVarchar1));
}

/** Budget rows of the property and cement tenant. */
export const propertyDimensions: Omit<BudgetDimensions, 'id'> = {
  fields: propertyFields,
  validateRow: (row, index, ctx) => {
    const errors: BudgetRowError[] = [];
    if (assetFlagged(row, ctx.lines) && isEmptyValue(row.sapNum) && !hasAssetClass(row)) {
      errors.push({ row: index, field: 'subjectsCategoryCode', message: msg('field.required', { label: 'property-cement.budget.asset-class' }) });
    }
    if (hasAssetClass(row) && row.quantity !== undefined && Number(row.quantity) !== 1) {
      errors.push({ row: index, field: 'quantity', message: msg('property-cement.budget.asset-quantity-one') });
    }
    return errors;
  },
  validateTable: (rows) => {
    const seen = new Set<unknown>();
    return rows.flatMap((row, index) => {
      if (!hasAssetClass(row)) return [];
      const repeated = seen.has(row.subjectsCategoryCode);
      seen.add(row.subjectsCategoryCode);
      return repeated ? [{ row: index, field: 'subjectsCategoryCode', message: msg('property-cement.budget.asset-class-repeated') }] : [];
    });
  },
};

/** The tenant's field contributions, for its browser entry and its server entry alike. */
export const propertyFieldRegistration: FieldRegistration = (ctx) => ctx.replace(budgetDimensions, CoreIds.budget.configuredDimensions, propertyDimensions);
