import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

/**
 * The longest value of each address-form field, in characters: one set for the browser's inputs,
 * the domain rule and the server's request schema. Spec 1 section 5 fixes only the zip (its
 * six-digit pattern); the other lengths are ours: contact 60 and address 200 as the address form
 * always allowed, and for the fields the form never bounded (area code, mobile, phone, email,
 * remark) the bounds the server already held.
 */
export const ADDRESS_LIMITS = {
  contactName: 60,
  internationalTelCode: 10,
  mobile: 30,
  phone: 30,
  email: 120,
  address: 200,
  zip: 6,
  remark: 300,
} as const;

export type AddressLimitedField = keyof typeof ADDRESS_LIMITS;

/**
 * Fields longer than their limit, each with `address.too-long` and the limit. Values that are not
 * text are left to the caller's schema.
 */
export function addressLengthErrors(values: Readonly<Partial<Record<AddressLimitedField, unknown>>>): Partial<Record<AddressLimitedField, DomainMessage>> {
  const errors: Partial<Record<AddressLimitedField, DomainMessage>> = {};
  for (const [field, max] of Object.entries(ADDRESS_LIMITS) as [AddressLimitedField, number][]) {
    const value = values[field];
    if (typeof value === 'string' && value.length > max) errors[field] = message('address.too-long', { max });
  }
  return errors;
}
