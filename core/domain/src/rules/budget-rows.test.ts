import { budgetFailuresFirst, budgetRowStatus, isBatchBudgetDisabled, isBudgetPanelReadOnly, isCartLineCheckFailed } from './budget-rows';

it.each([
  [{ budgetId: 5 }, 'update'],
  [{ budgetId: 0 }, 'update'],
  [{}, 'add'],
])('row %j has status %s', (row, expected) => expect(budgetRowStatus(row)).toBe(expected));

it.each([
  ['editable line', {}, {}, false],
  ['belongs to a purchase order header', {}, { belongsToPoHeader: true }, true],
  ['submitted request', {}, { requestSubmitted: true }, true],
  ['punch-out item', { qtHeaderNo: 'QT1' }, {}, true],
  ['line linked to an order (under a purchase order header)', { linkType: 'ORDER' }, {}, true],
  ['line linked to a request (a submitted request)', { linkType: 'REQUEST' }, {}, true],
  ['line with another link type', { linkType: 'OTHER' }, {}, false],
])('budget panel read-only: %s', (_case, line, ctx, expected) => expect(isBudgetPanelReadOnly(line, ctx)).toBe(expected));

it.each([
  ['no lines selected', [], true],
  ['one company, valid', [{ companyId: 1 }, { companyId: 1, invalidFlag: 0 }], false],
  ['several companies', [{ companyId: 1 }, { companyId: 2 }], true],
  ['an invalid line', [{ companyId: 1 }, { companyId: 1, invalidFlag: 1 }], true],
] as const)('batch budget disabled: %s', (_case, selected, expected) => expect(isBatchBudgetDisabled(selected)).toBe(expected));

it.each([
  [0, true],
  [1, false],
  [undefined, false],
])('checkStatus %s failed: %s', (checkStatus, expected) => expect(isCartLineCheckFailed({ checkStatus })).toBe(expected));

it('moves budget failures to the top', () => {
  const lines = [
    { id: 1, success: 1 as const },
    { id: 2, success: 0 as const },
    { id: 3, success: 1 as const },
    { id: 4, success: 0 as const },
  ];
  expect(budgetFailuresFirst(lines, (l) => l.success).map((l) => l.id)).toEqual([2, 4, 1, 3]);
});
