import { DATE_FORMAT, DATE_TIME_FORMAT, DAY_END, DAY_START, TIME_FORMAT } from './date-formats';

it.each([
  ['date', DATE_FORMAT, 'YYYY-MM-DD'],
  ['date-time', DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm:ss'],
  ['time', TIME_FORMAT, 'HH:mm:ss'],
  ['day start', DAY_START, '00:00:00'],
  ['day end', DAY_END, '23:59:59'],
])('%s format', (_name, actual, expected) => expect(actual).toBe(expected));
