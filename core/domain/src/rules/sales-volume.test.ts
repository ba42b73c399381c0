import { salesVolumeDisplay } from './sales-volume';

it.each([
  ['missing', undefined, { key: 'sales-volume.count', params: { count: 0 } }],
  ['small count', 42, { key: 'sales-volume.count', params: { count: 42 } }],
  ['text from attributeVarchar10', '1234', { key: 'sales-volume.count', params: { count: 1234 } }],
  ['exactly 10000', 10000, { key: 'sales-volume.count', params: { count: 10000 } }],
  ['above 10000', 10001, { key: 'sales-volume.ten-thousands', params: { n: 1 } }],
  ['25 ten-thousands', 256789, { key: 'sales-volume.ten-thousands', params: { n: 25 } }],
  ['999 ten-thousands', 9999999, { key: 'sales-volume.ten-thousands', params: { n: 999 } }],
  ['capped at 999 ten-thousands', 123456789, { key: 'sales-volume.ten-thousands', params: { n: 999 } }],
])('%s', (_case, volume, expected) => expect(salesVolumeDisplay(volume)).toEqual(expected));
