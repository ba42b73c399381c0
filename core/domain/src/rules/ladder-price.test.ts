import { firstLadderStart, ladderPriceFor, lastLadderEnd } from './ladder-price';

const ladders = [
  { ladderFrom: 10, ladderTo: 49, price: 9 },
  { ladderFrom: 1, ladderTo: 9, price: 10 },
  { ladderFrom: 50, ladderTo: 100, price: 8 },
];

it.each([
  ['below the first step', 0.5, undefined],
  ['first step start', 1, 10],
  ['inside the first step', 9, 10],
  ['second step start', 10, 9],
  ['between one step end and the next start', 49.5, undefined],
  ['last step end', 100, 8],
  ['beyond the last end', 101, undefined],
])('%s (%d) -> %s', (_case, quantity, price) => expect(ladderPriceFor(quantity, ladders)).toBe(price));

it('an open-ended last step covers any larger quantity', () => {
  expect(ladderPriceFor(1e6, [{ ladderFrom: 1, price: 3 }])).toBe(3);
});

it('no ladders gives no price', () => {
  expect(ladderPriceFor(5, [])).toBeUndefined();
  expect(ladderPriceFor(5, undefined)).toBeUndefined();
});

it('finds first start and last end whatever the order', () => {
  expect(firstLadderStart(ladders)).toBe(1);
  expect(lastLadderEnd(ladders)).toBe(100);
  expect(lastLadderEnd([{ ladderFrom: 1, price: 1 }])).toBeUndefined();
});
