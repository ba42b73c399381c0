import { checkLocalStorageValue } from './local-storage-value';

const unsuitable = { key: 'storage.unsuitable-type' };

it.each([
  ['object', { a: 1 }, undefined],
  ['array', [1, 2], undefined],
  ['number', 3, undefined],
  ['boolean', false, undefined],
  ['string', 'x', undefined],
  ['undefined', undefined, unsuitable],
  ['null', null, unsuitable],
  ['function', () => 1, unsuitable],
  ['symbol', Symbol('s'), unsuitable],
  ['bigint', 1n, unsuitable],
])('%s', (_case, value, expected) => expect(checkLocalStorageValue(value)).toEqual(expected));
