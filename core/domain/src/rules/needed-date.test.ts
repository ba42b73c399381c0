import { addDays, defaultNeededDate, isNeededDateHidden, validateNeededDate } from './needed-date';

const today = '2024-05-20';

it.each([
  ['missing', undefined, {}, { key: 'needed-date.required' }],
  ['empty', '', {}, { key: 'needed-date.required' }],
  ['yesterday', '2024-05-19', {}, { key: 'needed-date.before-today' }],
  ['today', '2024-05-20', {}, undefined],
  ['tomorrow', '2024-05-21', {}, undefined],
  ['with a time part', '2024-05-20 00:00:00', {}, undefined],
  ['missing but hidden by DEMAND_DATE', undefined, { hideFieldList: ['DEMAND_DATE'] }, undefined],
  ['past but hidden by DEMAND_DATE', '2020-01-01', { hideFieldList: ['BUY_NOW', 'DEMAND_DATE'] }, undefined],
  ['another hidden field does not hide it', undefined, { hideFieldList: ['BUY_NOW'] }, { key: 'needed-date.required' }],
])('%s', (_case, date, ctx, expected) => expect(validateNeededDate(date, { today, ...ctx })).toEqual(expected));

it.each([
  [undefined, false],
  [['LOGISTICS'], false],
  [['DEMAND_DATE'], true],
])('hidden with %j: %s', (list, expected) => expect(isNeededDateHidden(list)).toBe(expected));

it.each([
  ['2024-02-27', 3, '2024-03-01'],
  ['2023-02-27', 3, '2023-03-02'],
  ['2024-12-30', 5, '2025-01-04'],
  ['2024-05-20', 0, '2024-05-20'],
])('addDays(%s, %i) = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

it.each([
  ['cycle + 3', 5, { daysAfterCycle: 3, daysWithoutCycle: 10 }, '2024-05-28'],
  ['no cycle: + 10', undefined, { daysAfterCycle: 3, daysWithoutCycle: 10 }, '2024-05-30'],
  ['zero cycle + 3', 0, { daysAfterCycle: 3, daysWithoutCycle: 10 }, '2024-05-23'],
  ['other tenant: cycle only', 4, { daysAfterCycle: 0, daysWithoutCycle: 7 }, '2024-05-24'],
  ['other tenant: default cycle 7', undefined, { daysAfterCycle: 0, daysWithoutCycle: 7 }, '2024-05-27'],
])('default need date, %s', (_case, cycle, policy, expected) => expect(defaultNeededDate(today, cycle, policy)).toBe(expected));
