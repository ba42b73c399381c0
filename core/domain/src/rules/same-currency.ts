import type { CartLine } from '../entities';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

/** Lines selected together must share one currency (core rule `core.cart.same-currency`). */
export function checkSameCurrency(selected: readonly Pick<CartLine, 'currencyCode'>[], candidate: Pick<CartLine, 'currencyCode'>): DomainMessage | undefined {
  return selected.some((line) => line.currencyCode !== candidate.currencyCode) ? message('cart.same-currency') : undefined;
}
