import { isPackValid } from './pack-validity';

it.each([
  ['no pack flag', 0, undefined, true],
  ['no pack flag, any pack', undefined, 0.5, true],
  ['integer above 1', 1, 2, true],
  ['pack of 1', 1, 1, false],
  ['fraction', 1, 2.5, false],
  ['missing pack', true, undefined, false],
] as const)('%s -> %s', (_case, flag, pack, expected) => expect(isPackValid(flag, pack)).toBe(expected));
