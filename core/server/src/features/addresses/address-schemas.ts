import { Type } from '@fastify/type-provider-typebox';
import { ADDRESS_LIMITS, addressLengthErrors } from '@mall/domain';
import type { FastifyRequest } from 'fastify';
import { Id, Text } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';

/**
 * The address form of spec 1 section 5, as saved. Lengths are the domain's ADDRESS_LIMITS (the
 * browser's inputs use the same); required fields and patterns are checked by the domain rule.
 */
export const AddressBody = Type.Object({
  addressId: Type.Optional(Id()),
  addressType: Type.Optional(Type.Union([Type.Literal('RECEIVER'), Type.Literal('INVOICE')])),
  contactName: Type.Optional(Text(ADDRESS_LIMITS.contactName)),
  internationalTelCode: Type.Optional(Text(ADDRESS_LIMITS.internationalTelCode)),
  mobile: Type.Optional(Text(ADDRESS_LIMITS.mobile)),
  phone: Type.Optional(Text(ADDRESS_LIMITS.phone)),
  email: Type.Optional(Text(ADDRESS_LIMITS.email)),
  regionIdList: Type.Optional(Type.Array(Id(), { maxItems: 6 })),
  address: Type.Optional(Text(ADDRESS_LIMITS.address)),
  zip: Type.Optional(Text(ADDRESS_LIMITS.zip)),
  remark: Type.Optional(Text(ADDRESS_LIMITS.remark)),
  defaultFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  companyId: Type.Optional(Id()),
  userId: Type.Optional(Id()),
});

/**
 * Runs before the schema: a text over its limit is refused with the domain's `address.too-long`
 * (422, as the form shows it) rather than the schema's generic 400; the schema's bound, from the
 * same constants, still stops anything else.
 */
export async function refuseOverlongAddress(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const errors = addressLengthErrors(body as Record<string, unknown>);
  const first = (Object.keys(ADDRESS_LIMITS) as (keyof typeof ADDRESS_LIMITS)[]).find((field) => errors[field]);
  if (first) throw ruleRefused(errors[first]!.key, { ...errors[first]!.params, field: first });
}

export const AddressIdBody = Type.Object({ addressId: Id() });

/** `batch-delete-personal-address`: the addresses to delete, each as the list gave it (only addressId is read). */
export const AddressIdListBody = Type.Array(Type.Object({ addressId: Id() }), { minItems: 1, maxItems: 100 });

/** `addresss/default-invoice`: the company whose default invoice address is asked for; isFlag as the caller sends it. */
export const DefaultInvoiceQuery = Type.Object({
  companyId: Type.Optional(Id()),
  isFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});

/** Spec 1 section 7 names no query for default-address; companyId is accepted and must be the caller's. */
export const DefaultAddressQuery = Type.Object({ companyId: Type.Optional(Id()) });

export const ListQuery = Type.Object({
  addressType: Type.Optional(Type.Union([Type.Literal('RECEIVER'), Type.Literal('INVOICE')])),
  enabledFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  companyId: Type.Optional(Id()),
  userId: Type.Optional(Id()),
  orderId: Type.Optional(Id()),
  invOrganizationId: Type.Optional(Id()),
});
