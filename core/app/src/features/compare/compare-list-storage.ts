import { addToCompareList, removeFromCompareList, type CompareListChange, type CompareListItem } from '@mall/domain';
import { COMPARE_CACHE_PREFIX } from '../../platform/session/session-keys';

/**
 * The compare list (at most 10 products, productId and price) of one buyer. Spec 3 keeps it in
 * session storage, but session storage is one tab's, and product pages open in new tabs (the
 * default page jump): the compare page then saw only the last product. It is kept in local
 * storage under the buyer's id instead, shared by all the buyer's tabs, and sign-out clears it
 * with the other compare caches (spec 1 section 4 step 6).
 */
export class CompareListStorage {
  private readonly key: string;
  /** The source of each listed product, kept apart so the list itself stays the domain's shape. */
  private readonly sourcesKey: string;

  constructor(userId: number, private readonly storage: Storage = localStorage) {
    this.key = `${COMPARE_CACHE_PREFIX}list.${userId}`;
    this.sourcesKey = `${COMPARE_CACHE_PREFIX}sources.${userId}`;
  }

  sourceOf(productId: number): string | undefined {
    return this.sources()[productId];
  }

  read(): CompareListItem[] {
    try {
      const parsed = JSON.parse(this.storage.getItem(this.key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      return [];
    }
  }

  add(item: CompareListItem, source?: string): CompareListChange {
    const change = addToCompareList(this.read(), item);
    if (!change.error) {
      this.write(change.list);
      if (source) this.storage.setItem(this.sourcesKey, JSON.stringify({ ...this.sources(), [item.productId]: source }));
    }
    return change;
  }

  remove(productId: number): CompareListItem[] {
    const list = removeFromCompareList(this.read(), productId);
    this.write(list);
    return list;
  }

  /** Calls `listener` when another tab changes this buyer's list; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === this.key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  private sources(): Record<number, string> {
    try {
      return (JSON.parse(this.storage.getItem(this.sourcesKey) ?? '{}') as Record<number, string>) ?? {};
    } catch {
      return {};
    }
  }

  private write(list: readonly CompareListItem[]): void {
    this.storage.setItem(this.key, JSON.stringify(list));
  }
}

function isItem(value: unknown): value is CompareListItem {
  return typeof value === 'object' && value !== null && typeof (value as CompareListItem).productId === 'number';
}
