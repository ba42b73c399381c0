import { DEFAULT_PAGE_SIZE } from '@mall/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueService } from './catalogue-service';
import type { ProductQuery, ProductSummary } from './catalogue-types';
import type { VisitTarget } from './visit-target';

/** Spec 1 section 9: query debounce 100 ms. */
export const SUGGEST_DEBOUNCE_MS = 100;

/** The product list: what the buyer asked for, what came back, and the call's state. */
export class ProductListStore {
  query: ProductQuery = { keyword: '', orderType: undefined, onlyInStock: 0, productSource: undefined, page: 0, size: DEFAULT_PAGE_SIZE };
  products: ProductSummary[] = [];
  total = 0;
  loading = false;
  error: unknown = undefined;
  /** The tenant's hot keywords from the server (sads hot-keyword). */
  hotKeywords: string[] = [];
  /** What the search box offers for the text typed so far (sads suggest); hot keywords when empty. */
  suggestions: string[] = [];
  private requestSeq = 0;
  private suggestSeq = 0;
  private suggestTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    private readonly api: CatalogueService,
    private readonly channel = 'ENTERPRISE',
    visit?: VisitTarget,
  ) {
    makeAutoObservable<ProductListStore, 'api' | 'requestSeq' | 'suggestSeq' | 'suggestTimer' | 'channel'>(this, { api: false, requestSeq: false, suggestSeq: false, suggestTimer: false, channel: false });
    this.query = { ...this.query, channel, ...(visit ? { visit } : {}) };
  }

  /** Loads the hot keywords once; without them the search box simply shows none. */
  async loadHotKeywords(): Promise<void> {
    const hot = await this.api.hotKeywords(this.channel).catch(() => []);
    runInAction(() => {
      this.hotKeywords = hot;
      if (this.suggestSeq === 0) this.suggestions = hot;
    });
  }

  /** The buyer typed: ask for suggestions once typing pauses for the query debounce. */
  type(text: string): void {
    clearTimeout(this.suggestTimer);
    const seq = ++this.suggestSeq;
    const keyword = text.trim();
    if (!keyword) {
      this.suggestions = this.hotKeywords;
      return;
    }
    this.suggestTimer = setTimeout(() => {
      this.api.suggest(this.channel, keyword).then(
        (found) => seq === this.suggestSeq && runInAction(() => (this.suggestions = found)),
        () => seq === this.suggestSeq && runInAction(() => (this.suggestions = [])),
      );
    }, SUGGEST_DEBOUNCE_MS);
  }

  dispose(): void {
    clearTimeout(this.suggestTimer);
  }

  /** Changes the query (back to the first page unless the page itself changes) and reloads. */
  update(change: Partial<ProductQuery>): Promise<void> {
    const sizeChanged = change.size !== undefined && change.size !== this.query.size;
    const page = sizeChanged ? 0 : (change.page ?? 0);
    this.query = { ...this.query, ...change, page };
    return this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.loading = true;
    this.error = undefined;
    const query = { ...this.query };
    try {
      const page = await this.api.products(query);
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.products = page.content;
        this.total = page.totalElements;
      });
      void this.loadLabels(seq);
    } catch (error) {
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.error = error;
        this.products = [];
        this.total = 0;
      });
    } finally {
      if (seq === this.requestSeq) runInAction(() => (this.loading = false));
    }
  }

  private async loadLabels(seq: number): Promise<void> {
    const missing = this.products.filter((p) => p.labelNameList === undefined).map((p) => p.productId);
    if (missing.length === 0) return;
    const labels = await this.api.labels(missing);
    if (seq !== this.requestSeq || labels.size === 0) return;
    runInAction(() => {
      this.products = this.products.map((p) => (p.labelNameList === undefined && labels.has(p.productId) ? { ...p, labelNameList: labels.get(p.productId) } : p));
    });
  }
}

/** Makes the list page's store for a channel; bound in the catalogue module so the page does not build it. */
export type ProductListStoreFactory = (channel: string, visit?: VisitTarget) => ProductListStore;
export const ProductListStoreFactoryToken = Symbol.for('mall.ProductListStoreFactory');
