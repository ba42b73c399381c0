import { msg, receiptLineFields, type FieldContribution, type FieldRegistration, type FieldSchema } from '@mall/sdk';

/** Where the manufacturer's receipt-line values travel (the receipt entry's attribute slots). */
export const RECEIPT = {
  costCentre: 'attributeVarchar1',
  useType: 'attributeVarchar2',
  invoiceReceiver: 'attributeVarchar3',
  invoiceAddress: 'attributeVarchar4',
} as const;

const field = (name: string, labelKey: string, requiredKey: string): FieldSchema => ({
  name,
  labelKey,
  component: 'input',
  required: true,
  requiredMessage: msg(requiredKey),
  maxLength: 240,
});

/**
 * Spec 3 section 5 "Receiving" for the manufacturer: each received line needs its cost centre
 * ('please fill in cost centre'), use (account) type ('please fill in use type'), and invoice
 * receiver and invoice address ('Please fill in the invoice address info'). The same schema is
 * the server entry's, so receipt-submit refuses a line without them.
 */
export const receiptFields: readonly FieldSchema[] = [
  field(RECEIPT.costCentre, 'manufacturer.receipt.cost-centre', 'manufacturer.receipt.cost-centre-required'),
  field(RECEIPT.useType, 'manufacturer.receipt.use-type', 'manufacturer.receipt.use-type-required'),
  field(RECEIPT.invoiceReceiver, 'manufacturer.receipt.invoice-receiver', 'manufacturer.receipt.invoice-address-required'),
  field(RECEIPT.invoiceAddress, 'manufacturer.receipt.invoice-address', 'manufacturer.receipt.invoice-address-required'),
];

const contributions: FieldContribution[] = receiptFields.map((f, i) => ({ id: `manufacturer.receipt-line.${f.name}`, order: 100 + i, field: f }));

/** The manufacturer's field contributions, for its browser `register` and its server entry. */
export const manufacturerFields: FieldRegistration = (ctx) => {
  ctx.contribute(receiptLineFields, ...contributions);
};
