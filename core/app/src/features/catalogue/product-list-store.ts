import { DEFAULT_PAGE_SIZE } from '@mall/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueApi } from './catalogue-api';
import type { ProductQuery, ProductSummary } from './catalogue-types';

const HOT_KEYWORD_COUNT = 6;

/** The product list: what the buyer asked for, what came back, and the call's state. */
export class ProductListStore {
  query: ProductQuery = { keyword: '', orderType: undefined, onlyInStock: 0, productSource: undefined, page: 0, size: DEFAULT_PAGE_SIZE };
  products: ProductSummary[] = [];
  total = 0;
  loading = false;
  error: unknown = undefined;
  /**
   * The server offers no hot-keyword call yet, so hot keywords are the names of the
   * best-selling products of the first unfiltered page.
   */
  hotKeywords: string[] = [];
  private requestSeq = 0;

  constructor(private readonly api: CatalogueApi) {
    makeAutoObservable<ProductListStore, 'api' | 'requestSeq'>(this, { api: false, requestSeq: false });
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
        if (this.hotKeywords.length === 0 && !query.keyword.trim() && query.page === 0) this.hotKeywords = topSellingNames(page.content);
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

  /** Names of listed products containing the typed text, for the search box. */
  suggestions(text: string): string[] {
    const needle = text.trim().toLowerCase();
    if (!needle) return this.hotKeywords;
    const names = [...this.hotKeywords, ...this.products.map((p) => p.productName)];
    return [...new Set(names)].filter((name) => name.toLowerCase().includes(needle)).slice(0, 10);
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

function topSellingNames(products: readonly ProductSummary[]): string[] {
  return [...products]
    .sort((a, b) => (b.salesVolume ?? 0) - (a.salesVolume ?? 0))
    .slice(0, HOT_KEYWORD_COUNT)
    .map((p) => p.productName);
}
