import { composeFullAddress, isAddressSelectable, isRegionComplete, lastRegionId, validateAddress, type AddressFormValues } from './address-form';

const valid: AddressFormValues = {
  contactName: 'Li Lei',
  internationalTelCode: '+86',
  mobile: '13812345678',
  regionIdList: [1, 2, 3, 4],
  address: 'Keji Road 1',
};
const required = { key: 'form.required' };

describe('validateAddress', () => {
  it.each([
    ['a complete new address', {}, { editedFields: [] }, {}],
    ['missing contact name', { contactName: '' }, { editedFields: [] }, { contactName: required }],
    ['missing area code', { internationalTelCode: undefined }, { editedFields: [] }, { internationalTelCode: required }],
    ['missing mobile', { mobile: '  ' }, { editedFields: [] }, { mobile: required }],
    ['missing detailed address', { address: undefined }, { editedFields: [] }, { address: required }],
    ['missing region', { regionIdList: [] }, { editedFields: [] }, { region: required }],
    ['bad mobile not edited is not checked', { mobile: '123' }, { editedFields: [] }, {}],
    ['bad +86 mobile after edit', { mobile: '14412345678' }, { editedFields: ['mobile'] }, { mobile: { key: 'address.mobile.invalid' } }],
    ['non-mainland mobile with +86 after edit', { mobile: '91234567' }, { editedFields: ['mobile'] }, { mobile: { key: 'address.mobile.invalid' } }],
    ['non-mainland mobile with +852 after edit', { mobile: '91234567', internationalTelCode: '+852' }, { editedFields: ['mobile'] }, {}],
    ['bad mobile with +852 after edit', { mobile: '9123-45', internationalTelCode: '+852' }, { editedFields: ['mobile'] }, { mobile: { key: 'address.mobile.invalid' } }],
    ['bad fixed phone edited on a new address is not checked', { phone: '12' }, { editedFields: ['phone'] }, {}],
    ['bad fixed phone edited on an existing address', { phone: '12' }, { original: {}, editedFields: ['phone'] }, { phone: { key: 'address.phone.invalid' } }],
    ['bad fixed phone not edited on an existing address', { phone: '12' }, { original: {}, editedFields: [] }, {}],
    ['good fixed phone edited on an existing address', { phone: '010-12345678' }, { original: {}, editedFields: ['phone'] }, {}],
    ['bad email unchanged from the original', { email: 'old@bad' }, { original: { email: 'old@bad' }, editedFields: [] }, {}],
    ['bad email changed from the original', { email: 'new@bad' }, { original: { email: 'old@x.com' }, editedFields: [] }, { email: { key: 'address.email.invalid' } }],
    ['bad email on a new address', { email: 'nobody' }, { editedFields: [] }, { email: { key: 'address.email.invalid' } }],
    ['good email', { email: 'a@b.cn' }, { editedFields: [] }, {}],
    ['bad zip', { zip: '5180' }, { editedFields: [] }, { zip: { key: 'address.zip.invalid' } }],
    ['good zip', { zip: '518000' }, { editedFields: [] }, {}],
    ['region of 3 levels', { regionIdList: [1, 2, 3] }, { editedFields: [] }, { region: { key: 'address.region-incomplete' } }],
    ['region of 3 levels with the region disabled', { regionIdList: [1, 2, 3] }, { editedFields: [], regionDisabled: true }, {}],
    ['empty region with the region disabled', { regionIdList: [] }, { editedFields: [], regionDisabled: true }, {}],
    ['2 selected of a saved 4-level address', { regionIdList: [1, 2] }, { original: { regionIdList: [1, 2, 3, 4] }, editedFields: [] }, {}],
    ['1 selected of a saved 4-level address', { regionIdList: [1] }, { original: { regionIdList: [1, 2, 3, 4] }, editedFields: [] }, { region: { key: 'address.region-incomplete' } }],
    ['2 selected of a saved 3-level address', { regionIdList: [1, 2] }, { original: { regionIdList: [1, 2, 3] }, editedFields: [] }, { region: { key: 'address.region-incomplete' } }],
    ['contact name of 60 characters', { contactName: 'x'.repeat(60) }, { editedFields: [] }, {}],
    ['contact name of 61 characters', { contactName: 'x'.repeat(61) }, { editedFields: [] }, { contactName: { key: 'address.too-long', params: { max: 60 } } }],
    ['address of 201 characters', { address: 'x'.repeat(201) }, { editedFields: [] }, { address: { key: 'address.too-long', params: { max: 200 } } }],
    ['zip of 7 digits says its length, not its pattern', { zip: '5180001' }, { editedFields: [] }, { zip: { key: 'address.too-long', params: { max: 6 } } }],
  ] as const)('%s', (_case, over, ctx, expected) => expect(validateAddress({ ...valid, ...over }, ctx)).toEqual(expected));
});

it.each([
  [[1, 2, 3, 4], {}, true],
  [[1, 2, 3], {}, false],
  [[1, 2, 3], { regionDisabled: true }, true],
  [[1, 2], { original: { regionIdList: [1, 2, 3, 4, 5] } }, true],
])('region %j complete with %j: %s', (ids, ctx, expected) => expect(isRegionComplete(ids, ctx)).toBe(expected));

it('the last chosen node is the region id', () => {
  expect(lastRegionId([1, 20, 300, 4000])).toBe(4000);
  expect(lastRegionId([])).toBeUndefined();
});

it.each([
  [['中国', '广东省', '深圳市', '南山区', '粤海街道'], '科技园路1号', '中国', '广东省深圳市南山区粤海街道科技园路1号'],
  [['广东省', '深圳市', '南山区', '粤海街道'], '科技园路1号', '中国', '广东省深圳市南山区粤海街道科技园路1号'],
  [['广东省', '深圳市'], undefined, undefined, '广东省深圳市'],
])('full address of %j + %s', (names, street, country, expected) => expect(composeFullAddress(names, street, country)).toBe(expected));

it.each([
  [1, false],
  [2, true],
  [undefined, true],
] as const)('belongType %s selectable: %s', (belongType, expected) => expect(isAddressSelectable({ belongType })).toBe(expected));
