import type { ReceivingAddress } from '@mall/domain';
import type { DeliveryPlace } from './product-service';

/** Where the buyer wants the goods: one of their receiving addresses, or a region of the tree. */
export type DeliveryChoice =
  | { readonly kind: 'address'; readonly address: ReceivingAddress }
  | {
      readonly kind: 'region';
      /** Cascader ids, the country first. */
      readonly ids: readonly number[];
      readonly names: readonly string[];
      /** Region codes below the country, province first. */
      readonly codes: readonly string[];
      /** isNAFlag of each level below the country ('not selected for now'), where the tree gave it. */
      readonly naFlags?: readonly (0 | 1 | undefined)[];
    };

/** Province, city, county: the county is the third level below the country. */
const COUNTY_LEVEL = 2;

/** The query fields the product calls send for a choice (spec 1 section 7 "Product detail"). */
export function placeOf(choice: DeliveryChoice | undefined): DeliveryPlace {
  if (!choice) return {};
  if (choice.kind === 'address') {
    const { addressId, regionId, regionCodeList } = choice.address;
    return { addressId, regionId, countyCode: regionCodeList?.[COUNTY_LEVEL] };
  }
  return { regionId: choice.ids[choice.ids.length - 1], countyCode: choice.codes[COUNTY_LEVEL] };
}

/** How the choice reads on the detail: the address as written, or the region names without the country. */
export function describeChoice(choice: DeliveryChoice): string {
  if (choice.kind === 'address') return choice.address.fullAddress ?? choice.address.address ?? '';
  return choice.names.slice(1).join(' / ');
}
