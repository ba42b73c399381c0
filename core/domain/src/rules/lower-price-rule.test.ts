import { lowerPriceRule } from './lower-price-rule';

it.each([
  ['rule 1 is weak', { lowestPriceRule: 1 }, true, 'WeakRule'],
  ['rule 2 is strong', { lowestPriceRule: 2 }, true, 'StrongRule'],
  ['no rule', {}, true, 'NoRule'],
  ['unknown rule', { lowestPriceRule: 3 }, true, 'NoRule'],
  ['flag 0 switches it off', { lowestPriceFlag: 0 as const, lowestPriceRule: 2 }, true, 'NoRule'],
  ['flag 1 with rule 2', { lowestPriceFlag: 1 as const, lowestPriceRule: 2 }, true, 'StrongRule'],
  ['no cheaper item', { lowestPriceRule: 2 }, false, 'NoRule'],
])('%s', (_case, rule, cheaper, expected) => expect(lowerPriceRule(rule, cheaper)).toBe(expected));
