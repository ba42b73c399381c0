import type { ReceivingAddress } from '../entities';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { DEFAULT_COUNTRY_CODE } from '../constants/locale';
import { addressLengthErrors } from './address-limits';
import { EMAIL_PATTERN, FIXED_PHONE_PATTERN, isValidMobile, ZIP_PATTERN } from './patterns';

export type AddressFormField = 'contactName' | 'internationalTelCode' | 'mobile' | 'phone' | 'email' | 'zip' | 'region' | 'address';

/** The address form's values; `regionIdList` is the chosen region path below the country (province first), as addresses are saved. */
export type AddressFormValues = Pick<ReceivingAddress, 'contactName' | 'internationalTelCode' | 'mobile' | 'phone' | 'email' | 'zip' | 'address'> & {
  regionIdList?: readonly number[];
};

export interface AddressValidationContext {
  /** The saved address being edited; absent when creating. */
  original?: { email?: string; regionIdList?: readonly number[] };
  /** Fields the buyer has touched in this form. */
  editedFields: readonly AddressFormField[];
  /** The region picker is disabled, so its depth is not checked. */
  regionDisabled?: boolean;
}

export type AddressFieldErrors = Partial<Record<AddressFormField, DomainMessage>>;

/** The region must reach 4 levels. */
export const MIN_REGION_LEVELS = 4;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * Whether the region is deep enough: 4 levels, or exempt when the picker is disabled or the
 * saved address had 4+ ids and 2+ are still selected (its lower levels load lazily).
 */
export function isRegionComplete(selected: readonly number[], ctx: Pick<AddressValidationContext, 'original' | 'regionDisabled'>): boolean {
  if (ctx.regionDisabled) return true;
  if (selected.length >= MIN_REGION_LEVELS) return true;
  return (ctx.original?.regionIdList?.length ?? 0) >= MIN_REGION_LEVELS && selected.length >= 2;
}

/** Spec 1 section 5 "Address form": field errors, empty when the form may be saved. */
export function validateAddress(values: AddressFormValues, ctx: AddressValidationContext): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const edited = (field: AddressFormField) => ctx.editedFields.includes(field);
  const required = message('form.required');

  if (blank(values.contactName)) errors.contactName = required;
  if (blank(values.internationalTelCode)) errors.internationalTelCode = required;
  if (blank(values.address)) errors.address = required;

  if (blank(values.mobile)) errors.mobile = required;
  else if (edited('mobile') && !isValidMobile(values.mobile!.trim(), values.internationalTelCode ?? DEFAULT_COUNTRY_CODE)) {
    errors.mobile = message('address.mobile.invalid');
  }

  if (ctx.original && edited('phone') && !blank(values.phone) && !FIXED_PHONE_PATTERN.test(values.phone!.trim())) {
    errors.phone = message('address.phone.invalid');
  }

  if (!blank(values.email) && values.email !== ctx.original?.email && !EMAIL_PATTERN.test(values.email!.trim())) {
    errors.email = message('address.email.invalid');
  }

  if (!blank(values.zip) && !ZIP_PATTERN.test(values.zip!.trim())) errors.zip = message('address.zip.invalid');

  const region = values.regionIdList ?? [];
  if (region.length === 0 && !ctx.regionDisabled) errors.region = required;
  else if (!isRegionComplete(region, ctx)) errors.region = message('address.region-incomplete');

  // A value over its length says so, rather than a pattern it cannot match anyway.
  const { remark: _remark, ...tooLong } = addressLengthErrors(values as Record<string, unknown>);
  return { ...errors, ...tooLong };
}

/** The last chosen region node becomes regionId. */
export function lastRegionId(regionIdList: readonly number[] | undefined): number | undefined {
  return regionIdList && regionIdList.length > 0 ? regionIdList[regionIdList.length - 1] : undefined;
}

/** Full address: the region names without the country, then the street address, run together as Chinese addresses are written. */
export function composeFullAddress(regionNames: readonly string[], street: string | undefined, countryName?: string): string {
  const names = countryName === undefined ? regionNames : regionNames.filter((name) => name !== countryName);
  return `${names.join('')}${street ?? ''}`;
}

/** Addresses with belongType 1 cannot be selected (or deleted) in lists. */
export function isAddressSelectable(address: Pick<ReceivingAddress, 'belongType'>): boolean {
  return address.belongType !== 1;
}
