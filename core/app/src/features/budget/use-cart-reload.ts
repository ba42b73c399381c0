import { useMallRuntime } from '../../shell/mall-runtime';
import { useService } from '../../shell/services-context';
import { CartStoreToken, type CartStore } from '../cart';

/**
 * Re-fetches the cart after a budget save, so the lines show their new budget rows. The cart
 * store has no reload of its own, so this asks it to load the session's cart as the cart page does.
 */
export function useCartReload(): () => Promise<void> {
  const store = useService<CartStore>(CartStoreToken);
  const { session } = useMallRuntime();
  return async () => {
    const { user, config } = session;
    if (!user || !config) return;
    await store.load({ companyId: config.companyId, levelPath: config.levelPath, purchaseType: config.purchaseType ?? 'COMPANY', ownerId: config.userId ?? user.id });
  };
}
