import { checkCompareCount, type DomainMessage } from '@mall/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { placeOf } from '../product-info';
import type { Buyer, DeliveryPlace, ProductService, SavedRegionService } from '../product-info';
import type { ProductDetail } from '../product-info';
import type { CompareService, CompareLimits } from './compare-service';
import type { CompareListStorage } from './compare-list-storage';

/** The compare page: the session list's products, which take part, and the sheet. */
export class CompareStore {
  products: ProductDetail[] = [];
  selected = new Set<number>();
  limits: CompareLimits = {};
  loading = false;
  error: unknown = undefined;
  /** Why the sheet cannot be made, from the domain's compare-count rule. */
  countError: DomainMessage | undefined = undefined;
  sheet: ProductDetail[] | undefined = undefined;
  /** The buyer's saved delivery region, else the default receiving address: prices and stock are compared there, and the remove call names its region. */
  place: DeliveryPlace = {};

  constructor(
    private readonly compareApi: CompareService,
    private readonly productApi: ProductService,
    private readonly storage: CompareListStorage,
    private readonly buyer: Buyer,
    private readonly regions: SavedRegionService,
  ) {
    makeAutoObservable<CompareStore, 'compareApi' | 'productApi' | 'storage' | 'buyer' | 'regions'>(this, {
      compareApi: false,
      productApi: false,
      storage: false,
      buyer: false,
      regions: false,
    });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = undefined;
    const list = this.storage.read();
    // Spec 1 section 3: the region the buyer chose last is sent with the product calls.
    const saved = this.regions.read(this.buyer.user.id);
    const address = saved ? undefined : await this.productApi.defaultAddress(this.buyer).catch(() => undefined);
    const place = saved ? placeOf(saved) : address ? placeOf({ kind: 'address', address }) : {};
    try {
      const [limits, ...products] = await Promise.all([
        this.compareApi.limits().catch((): CompareLimits => ({})),
        ...list.map((item) => this.productApi.detail(item.productId, this.storage.sourceOf(item.productId) ?? 'CATA', this.buyer, place)),
      ]);
      runInAction(() => {
        this.place = place;
        this.limits = limits;
        this.products = products;
        this.selected = new Set(products.map((p) => p.productId));
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Reloads when another tab changes the buyer's compare list; returns the unsubscribe. */
  followListChanges(): () => void {
    return this.storage.onChange(() => void this.load());
  }

  toggle(productId: number, on: boolean): void {
    const next = new Set(this.selected);
    if (on) next.add(productId);
    else next.delete(productId);
    this.selected = next;
    this.countError = undefined;
  }

  /** Makes the comparison sheet when the number taking part is within the configured limits. */
  generate(): void {
    this.countError = checkCompareCount(this.selected.size, this.limits);
    this.sheet = this.countError ? undefined : this.products.filter((p) => this.selected.has(p.productId));
  }

  async remove(product: ProductDetail): Promise<void> {
    try {
      await this.compareApi.remove(product.companyId ?? this.buyer.config.companyId, product.productId, { regionId: this.place.regionId, levelPath: this.buyer.config.levelPath });
    } catch {
      return;
    }
    this.storage.remove(product.productId);
    runInAction(() => {
      this.products = this.products.filter((p) => p.productId !== product.productId);
      this.toggle(product.productId, false);
      this.sheet = this.sheet?.filter((p) => p.productId !== product.productId);
    });
  }
}

/** Makes the compare page's store for a buyer; bound in the compare module so the page does not build it. */
export type CompareStoreFactory = (buyer: Buyer) => CompareStore;
export const CompareStoreFactoryToken = Symbol.for('mall.CompareStoreFactory');
