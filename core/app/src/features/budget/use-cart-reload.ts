import { useMallRuntime } from '../../shell/mall-runtime';
import { useService } from '../../shell/services-context';
import { cartQueryOf, CartStoreToken, type CartStore } from '../cart';

/**
 * Re-fetches the cart after a budget save, so the lines show their new budget rows. The cart
 * store has no reload of its own, so this asks it to load the session's cart as the cart page does.
 */
export function useCartReload(): () => Promise<void> {
  const store = useService<CartStore>(CartStoreToken);
  const { session } = useMallRuntime();
  return async () => {
    const query = cartQueryOf(session.config, session.user);
    if (query) await store.load(query);
  };
}
