import { cartLineFields, isEmptyValue, msg, orderHeaderFields, orderLineFields, type FieldContribution, type FieldRegistration, type FieldSchema } from '@mall/sdk';
import { LINE, requirementDateInPast, RULING_NOT_APPLICABLE, rulingRequired, sanctionRequired } from './ruling-rules';

const label = (name: string) => `life-insurer.line.${name}`;

/** Core's hide-list code of the needed date, which the insurer's requirement date replaces. */
export const INSURER_HIDDEN_FIELD = 'DEMAND_DATE';

// The ruling number's required check must also catch the default NA, which is not empty.
const rulingValidate: FieldSchema['validate'] = (value, row) =>
  value === RULING_NOT_APPLICABLE && rulingRequired(row) ? msg('field.required', { label: label('ruling-number') }) : undefined;

/**
 * Spec 3 "Insurer tenant line extras". attributeVarchar1 and attributeVarchar2 hold the
 * financial subject and the default expense detail of TENANTS.md's life-insurer row; their
 * values come from server calls the SDK cannot make from here, so here they are plain text.
 */
export const lineExtraFields: readonly FieldSchema[] = [
  { name: 'attributeVarchar1', labelKey: label('financial-subject'), component: 'input' },
  { name: 'attributeVarchar2', labelKey: label('expense-detail'), component: 'input' },
  // The line's one requirement date: the insurer hides core's needed date (hiddenFields
  // DEMAND_DATE in its settings), so this field carries the rule core's date would: required,
  // not before today, past days disabled in the picker (spec 3).
  {
    name: LINE.requirementDate,
    labelKey: label('requirement-date'),
    component: 'date',
    required: true,
    requiredMessage: msg('life-insurer.requirement-date-required'),
    pastDaysDisabled: true,
    validate: (_value, row, ctx) => (requirementDateInPast(row, ctx.today) ? msg('life-insurer.requirement-date-past') : undefined),
  },
  {
    name: LINE.ruling,
    labelKey: label('ruling-number'),
    component: 'lookup',
    lookupCode: 'SMAL.HLCX_RULING_NUMBER',
    defaultValue: RULING_NOT_APPLICABLE,
    required: (row) => rulingRequired(row),
    validate: rulingValidate,
  },
  { name: LINE.sanction, labelKey: label('sanction-number'), component: 'input', required: (row) => sanctionRequired(row) },
  {
    name: LINE.rulingWaived,
    labelKey: label('ruling-waived'),
    component: 'select',
    options: [
      { value: '1', labelKey: 'life-insurer.yes' },
      { value: '0', labelKey: 'life-insurer.no' },
    ],
  },
  { name: LINE.rulingCurrency, labelKey: label('ruling-currency'), component: 'input', readOnly: true, hidden: (row) => isEmptyValue(row[LINE.rulingCurrency]) },
];

/** The same extras on cart lines and on order lines, each a contribution of its own. */
export const lineExtras = (slot: 'cart-line' | 'order-line'): FieldContribution[] =>
  lineExtraFields.map((field, i) => ({ id: `life-insurer.${slot}.${field.name}`, order: 100 + i, field }));

/** Spec 3 section 9: attachments up to 5 MB. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const attachmentField: FieldContribution = {
  id: 'life-insurer.order-header.attachment',
  field: { name: 'attachmentUuid', labelKey: 'life-insurer.attachment', component: 'upload', maxFileSize: ATTACHMENT_MAX_BYTES },
};

/** The insurer's field contributions, for its browser entry and its server entry alike. */
export const insurerFields: FieldRegistration = (ctx) => {
  ctx.contribute(cartLineFields, ...lineExtras('cart-line'));
  ctx.contribute(orderLineFields, ...lineExtras('order-line'));
  ctx.contribute(orderHeaderFields, attachmentField);
};
