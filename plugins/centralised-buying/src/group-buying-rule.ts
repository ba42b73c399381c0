import { msg, type CartSelectionRule } from '@mall/sdk';
import { isGroupBuying } from './centralised-status';

/** Spec 3 section 5 "Cart selection rules": general and group-buying goods never go together. */
export const generalVsGroupBuying: CartSelectionRule = {
  id: 'centralised-buying.general-vs-group-buying',
  order: 40,
  check: (selected, candidate) =>
    selected.some((line) => isGroupBuying(line) !== isGroupBuying(candidate)) ? msg('centralised-buying.general-vs-group-buying') : undefined,
};
