import type { LadderPrice } from '../entities';

/**
 * The ladder price for a quantity: the step with the highest start not above the quantity,
 * provided the quantity is within its end. Undefined outside every step, so the caller falls
 * back to the line's own price.
 */
export function ladderPriceFor(quantity: number, ladders: readonly LadderPrice[] | undefined): number | undefined {
  if (!ladders || ladders.length === 0) return undefined;
  let best: LadderPrice | undefined;
  for (const step of ladders) {
    if (step.ladderFrom <= quantity && (!best || step.ladderFrom > best.ladderFrom)) best = step;
  }
  if (!best) return undefined;
  if (best.ladderTo !== undefined && quantity > best.ladderTo) return undefined;
  return best.price;
}

/** The first ladder's start: the smallest ladderFrom. */
export function firstLadderStart(ladders: readonly LadderPrice[] | undefined): number | undefined {
  if (!ladders || ladders.length === 0) return undefined;
  return Math.min(...ladders.map((step) => step.ladderFrom));
}

/** The last ladder's end, when it has one. */
export function lastLadderEnd(ladders: readonly LadderPrice[] | undefined): number | undefined {
  if (!ladders || ladders.length === 0) return undefined;
  const last = ladders.reduce((a, b) => (b.ladderFrom > a.ladderFrom ? b : a));
  return last.ladderTo;
}
