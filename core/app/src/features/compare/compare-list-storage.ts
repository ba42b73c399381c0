import { addToCompareList, removeFromCompareList, type CompareListChange, type CompareListItem } from '@mall/domain';
import { COMPARE_CACHE_PREFIX } from '../../platform/session/session-keys';

/** The session compare list (at most 10 products, productId and price) of one buyer. */
export class CompareListStorage {
  private readonly key: string;
  /** The source of each listed product, kept apart so the list itself stays the domain's shape. */
  private readonly sourcesKey: string;

  constructor(userId: number, private readonly storage: Storage = sessionStorage) {
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
