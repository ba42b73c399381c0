import { msg, type CartLine, type CartSelectionRule } from '@mall/sdk';

const isJd = (line: CartLine) => line.productSource === 'JD';

/** Spec 3 section 5: JD and non-JD items are not chosen together. */
export const jdVsNonJd: CartSelectionRule = {
  id: 'network-equipment.jd-vs-non-jd',
  order: 45,
  check: (selected, candidate) => (selected.some((l) => isJd(l) !== isJd(candidate)) ? msg('network-equipment.jd-vs-non-jd') : undefined),
};
