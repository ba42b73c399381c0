import { validateBatchProductQuantity, validateBudgetRowQuantity } from './budget-quantity';

const required = { key: 'budget.quantity.required' };

it.each([
  ['outside batch, empty', undefined, false, required],
  ['outside batch, a value', 3, false, undefined],
  ['outside batch, zero is a value', 0, false, undefined],
  ['in batch the row quantity is not required', undefined, true, undefined],
])('row quantity: %s', (_case, quantity, batch, expected) => expect(validateBudgetRowQuantity(quantity, batch)).toEqual(expected));

it.each([
  ['zero', 0, required],
  ['empty', undefined, required],
  ['NaN', Number.NaN, required],
  ['non-zero', 2, undefined],
])('batch product quantity: %s', (_case, quantity, expected) => expect(validateBatchProductQuantity(quantity)).toEqual(expected));
