import { Type } from '@fastify/type-provider-typebox';
import { Id, Text } from '../../http/schemas';

/** The address form of spec 1 section 5, as saved. Required fields are checked by the domain rule. */
export const AddressBody = Type.Object({
  addressId: Type.Optional(Id()),
  addressType: Type.Optional(Type.Union([Type.Literal('RECEIVER'), Type.Literal('INVOICE')])),
  contactName: Type.Optional(Text(100)),
  internationalTelCode: Type.Optional(Text(10)),
  mobile: Type.Optional(Text(30)),
  phone: Type.Optional(Text(30)),
  email: Type.Optional(Text(120)),
  regionIdList: Type.Optional(Type.Array(Id(), { maxItems: 6 })),
  address: Type.Optional(Text(300)),
  zip: Type.Optional(Text(10)),
  remark: Type.Optional(Text(300)),
  defaultFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  companyId: Type.Optional(Id()),
  userId: Type.Optional(Id()),
});

export const AddressIdBody = Type.Object({ addressId: Id() });

export const ListQuery = Type.Object({
  addressType: Type.Optional(Type.Union([Type.Literal('RECEIVER'), Type.Literal('INVOICE')])),
  enabledFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  companyId: Type.Optional(Id()),
  userId: Type.Optional(Id()),
  orderId: Type.Optional(Id()),
  invOrganizationId: Type.Optional(Id()),
});
