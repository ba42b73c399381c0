import { checkSameCurrency } from './same-currency';

const c = (currencyCode: string) => ({ currencyCode });

it.each([
  ['nothing selected yet', [], c('CNY'), undefined],
  ['same currency', [c('CNY'), c('CNY')], c('CNY'), undefined],
  ['different currency', [c('CNY')], c('USD'), { key: 'cart.same-currency' }],
  ['one of several differs', [c('USD'), c('USD')], c('CNY'), { key: 'cart.same-currency' }],
])('%s', (_case, selected, candidate, expected) => expect(checkSameCurrency(selected, candidate)).toEqual(expected));
