import type { FakeFetch } from '../../../platform/http/fake-fetch';

/** A small slice of the real tree: China > Guangdong > Shenzhen > Nanshan > Yuehai. */
const tree: Record<string, { regionId: number; regionName: string; expand: boolean }[]> = {
  root: [{ regionId: 440000, regionName: 'Guangdong', expand: true }],
  440000: [{ regionId: 440300, regionName: 'Shenzhen', expand: true }],
  440300: [{ regionId: 440305, regionName: 'Nanshan', expand: true }],
  440305: [{ regionId: 440305001, regionName: 'Yuehai', expand: false }],
};

export const companyAddress = {
  addressId: 1,
  belongType: 1,
  // As the server gives it: a code, not words for the buyer.
  belongTypeMeaning: 'COMPANY',
  contactName: 'Front desk',
  mobile: '13812345678',
  internationalTelCode: '+86',
  // As the server lists them: the levels below the country.
  regionIdList: [440000, 440300, 440305, 440305001],
  regionNameList: ['Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai'],
  address: '1 Science Park Rd',
  fullAddress: 'GuangdongShenzhenNanshanYuehai1 Science Park Rd',
  defaultFlag: 1,
} as const;

export const personalAddress = {
  addressId: 2,
  belongType: 2,
  contactName: 'Wang Fang',
  mobile: '13900001111',
  internationalTelCode: '+86',
  phone: '0755-12345678',
  email: 'wang@example.com',
  regionIdList: [440000, 440300, 440305, 440305001],
  regionNameList: ['Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai'],
  address: '8 Harbour St',
  fullAddress: 'GuangdongShenzhenNanshanYuehai8 Harbour St',
  defaultFlag: 0,
} as const;

/** Scripts the address calls: the list, phone codes and the region tree. */
export function scriptAddressCalls(fake: FakeFetch, list: unknown[] = [companyAddress, personalAddress]) {
  fake.on('GET /smal/v1/11/addresss/list/choose', { json: list });
  fake.on('GET /hpfm/v1/11/lovs/data', {
    json: [
      { value: '+86', meaning: 'Chinese mainland', defaultFlag: 1 },
      { value: '+852', meaning: 'Hong Kong, China', defaultFlag: 0 },
    ],
  });
  fake.on('GET /smal/v1/mall-regions/11/country-list-by-config', { json: [{ countryId: 1, countryCode: 'CN', countryName: 'China' }] });
  fake.on('GET /smal/v1/mall-regions/11/Subordinate', (call) => ({ json: tree[call.url.searchParams.get('regionId') ?? 'root'] ?? [] }));
  fake.on('POST /smal/v1/11/addresss/receiver', (call) => ({ json: { addressId: 99, ...(call.body as object) } }));
  fake.on('POST /smal/v1/11/delete-personal-address', { json: { deleted: 1 } });
}
