import { maskPhone } from './masks';

it.each([
  ['mainland mobile', '13812345678', '138****5678'],
  ['longer number', '852123456789', '852*****6789'],
  ['eight digits', '12345678', '123*5678'],
  ['too short to mask', '1234567', '1234567'],
  ['empty', '', ''],
  ['missing', undefined, ''],
])('%s', (_case, phone, expected) => expect(maskPhone(phone)).toBe(expected));
