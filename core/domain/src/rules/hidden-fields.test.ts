import { isHidden } from './hidden-fields';

describe('isHidden (spec 1 hideFieldList)', () => {
  it.each([
    ['DEMAND_DATE listed', ['DEMAND_DATE'], 'DEMAND_DATE', true],
    ['BUY_NOW listed among others', ['DEMAND_DATE', 'BUY_NOW'], 'BUY_NOW', true],
    ['LOGISTICS listed', ['LOGISTICS'], 'LOGISTICS', true],
    ['another field listed', ['BUY_NOW'], 'LOGISTICS', false],
    ['empty list', [], 'BUY_NOW', false],
    ['no list', undefined, 'DEMAND_DATE', false],
  ] as const)('%s', (_name, hideFieldList, field, hidden) => {
    expect(isHidden(hideFieldList === undefined ? {} : { hideFieldList: [...hideFieldList] }, field)).toBe(hidden);
  });

  it('hides nothing without a config', () => {
    expect(isHidden(undefined, 'LOGISTICS')).toBe(false);
  });
});
