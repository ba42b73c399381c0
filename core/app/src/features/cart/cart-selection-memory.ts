import { reaction } from 'mobx';
import type { CartStore, SelectionCheck } from './cart-store';

/** Per organisation and user, like the view preferences, so a shared browser keeps each buyer's own. */
export function cartSelectionKey(organizationId: number, userId: number): string {
  return `mall.cart.selection.${organizationId}.${userId}`;
}

function readIds(key: string): Set<number> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

/**
 * Spec 1 section 4: 'Rows may be ... selected when coming back'. The chosen lines are kept for
 * the browser tab's session; when the buyer comes back to the cart (back from the pre-order
 * page, or a reload) they are chosen again through the same selection rules, and lines that
 * left the cart are forgotten. Returns the disposer.
 */
export function rememberCartSelection(store: CartStore, key: string, check: SelectionCheck, takePending: () => readonly number[] = () => []): () => void {
  let restored = false;
  const stopRestore = reaction(
    // Once every window of the cart is here, so a remembered line further down is found too.
    () => store.status === 'ready' && store.complete,
    (ready) => {
      if (!ready || restored) return;
      restored = true;
      // Lines just bought again are chosen in place of the remembered ones (spec 1 section 4, 'flagged 'again'').
      const pending = new Set(takePending());
      if (store.selectedCount > 0 && pending.size === 0) return;
      const ids = pending.size > 0 ? pending : readIds(key);
      for (const line of store.lines) if (ids.has(line.cartId) && !store.isSelected(line.cartId)) store.toggle(line, check);
      // A restored refusal would be an error the buyer never caused.
      store.dismissRefusal();
    },
    { fireImmediately: true },
  );
  const stopSave = reaction(
    () => store.selectedLines.map((l) => l.cartId),
    (ids) => {
      if (restored) sessionStorage.setItem(key, JSON.stringify(ids));
    },
  );
  return () => {
    stopRestore();
    stopSave();
  };
}
