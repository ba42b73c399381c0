import { Type } from '@fastify/type-provider-typebox';
import { Id, Text } from '../../http/schemas';
import { DateText, Quantity } from './cart-schemas';

const Code = Type.Optional(Text(60));
const Flag01 = Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)]));

export const PreOrderLine = Type.Object({
  cartId: Id(),
  quantity: Type.Optional(Quantity),
  remark: Type.Optional(Text(500)),
  productRemarkFlag: Flag01,
  neededDate: Type.Optional(DateText),
  qtHeaderNo: Type.Optional(Text(60)),
});

const CompanyInvoice = Type.Object({
  invoiceHeader: Type.Optional(Text(200)),
  taxRegistrationNumber: Type.Optional(Text(60)),
  taxRegistrationAddress: Type.Optional(Text(300)),
  taxRegistrationPhone: Type.Optional(Text(60)),
  depositBank: Type.Optional(Text(200)),
  bankAccountNum: Type.Optional(Text(60)),
  invoiceRemark: Type.Optional(Text(500)),
});

/** One order header of the pre-order body (spec 1 section 3 header row plus the submit payload). */
export const PreOrderHeader = Type.Object({
  key: Type.Optional(Text(100)),
  companyId: Type.Optional(Id()),
  minPurchaseFlag: Flag01,
  remark: Type.Optional(Text(1000)),
  remarkRequired: Flag01,
  remarkFieldName: Type.Optional(Text(100)),
  wholeOrderFlag: Flag01,
  wholeOrderFlagRequired: Flag01,
  prTypeId: Type.Optional(Id()),
  prTypeIdRequired: Flag01,
  neededDate: Type.Optional(DateText),
  attachmentUuid: Code,
  paymentMethodCode: Code,
  invoiceMethodCode: Code,
  invoiceTypeCode: Code,
  invoiceTitleTypeCode: Code,
  invoiceDetailTypeCode: Code,
  companyInvoiceVO: Type.Optional(CompanyInvoice),
  innerInvoiceMethodCode: Code,
  innerInvoiceTypeCode: Code,
  innerInvoiceTitleTypeCode: Code,
  innerInvoiceDetailTypeCode: Code,
  invoiceAddressId: Type.Optional(Id()),
  returnUrl: Type.Optional(Text(1000)),
  purchaseType: Code,
  terminalTypeCode: Code,
  unitId: Type.Optional(Id()),
  unitName: Type.Optional(Text(200)),
  deliveryMethod: Flag01,
  shoppingCartDTOList: Type.Array(PreOrderLine, { minItems: 1, maxItems: 1000 }),
});

export const PreOrderBody = Type.Array(PreOrderHeader, { minItems: 1, maxItems: 500 });
