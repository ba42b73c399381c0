import { purchaseRange, type CartLine, type PurchaseRange, type ReceivingAddress } from '@mall/domain';
import type { CartQuantityRule, MallContext, MessageRef } from '@mall/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductSummary } from '../catalogue';
import { placeOf, type DeliveryChoice } from '../product-info';
import type { Buyer, DeliveryPlace, ProductService, SavedRegionService } from '../product-info';
import type { CustomDimensionValue, ProductDetail } from '../product-info';

/** The product detail: the product, its side panels, and the quantity the buyer entered. */
export class ProductDetailStore {
  product: ProductDetail | undefined = undefined;
  loading = false;
  error: unknown = undefined;
  similar: ProductSummary[] = [];
  same: ProductSummary[] = [];
  /** The product's custom unit dimensions with their values (sku-detail); decorative, so none on failure. */
  customDimensions: CustomDimensionValue[] = [];
  /** Where the goods go; the default receiving address until the buyer chooses. */
  delivery: DeliveryChoice | undefined = undefined;
  /** A new delivery choice is being re-queried. */
  requerying = false;
  cartCount: number | undefined = undefined;
  quantity: number | undefined = undefined;
  quantityError: MessageRef | undefined = undefined;
  adding = false;
  private shown: { productId: number; sourceFrom: string } | undefined = undefined;
  /** Answers of an older choice that come back late are dropped. */
  private requery = 0;

  constructor(
    private readonly api: ProductService,
    private readonly rule: CartQuantityRule,
    private readonly context: () => MallContext,
    private readonly regions: SavedRegionService,
  ) {
    makeAutoObservable<ProductDetailStore, 'api' | 'rule' | 'context' | 'regions'>(this, { api: false, rule: false, context: false, regions: false });
  }

  /** The receiving address chosen, when the delivery is an address. */
  get address(): ReceivingAddress | undefined {
    return this.delivery?.kind === 'address' ? this.delivery.address : undefined;
  }

  /** The query fields of the delivery choice. */
  get place(): DeliveryPlace {
    return placeOf(this.delivery);
  }

  /**
   * Loads where the goods go (the buyer's saved delivery region, else the default receiving
   * address), then the product as stocked there, then the side panels.
   */
  async load(productId: number, sourceFrom: string, buyer: Buyer): Promise<void> {
    this.loading = true;
    this.error = undefined;
    this.shown = { productId, sourceFrom };
    const saved = this.regions.read(buyer.user.id);
    const address = saved ? undefined : await this.api.defaultAddress(buyer).catch(() => undefined);
    runInAction(() => (this.delivery = saved ?? (address ? { kind: 'address', address } : undefined)));
    try {
      const product = await this.api.detail(productId, sourceFrom, buyer, this.place);
      runInAction(() => {
        this.product = { ...product, productSource: product.productSource ?? sourceFrom };
        this.quantity = this.range.min;
        this.quantityError = undefined;
      });
    } catch (error) {
      runInAction(() => (this.error = error));
      return;
    } finally {
      runInAction(() => (this.loading = false));
    }
    // Opening a product puts it on top of the buyer's browsing history (My Mall, issue 20).
    void this.api.recordView(productId).catch(() => undefined);
    await Promise.all([this.loadStock(buyer), this.loadPanels(productId, buyer), this.refreshCartCount()]);
  }

  /**
   * Re-queries price, stock and similar goods for another address or region. The choice takes
   * effect only when the detail answers: a refused choice leaves the detail as it was.
   */
  async chooseDelivery(choice: DeliveryChoice, buyer: Buyer): Promise<boolean> {
    const shown = this.shown;
    if (!shown) return false;
    const ticket = ++this.requery;
    this.requerying = true;
    try {
      const product = await this.api.detail(shown.productId, shown.sourceFrom, buyer, placeOf(choice));
      if (ticket !== this.requery) return false;
      runInAction(() => {
        this.delivery = choice;
        this.product = { ...product, productSource: product.productSource ?? shown.sourceFrom };
        this.quantityError = undefined;
        this.checkRange();
      });
      // Spec 1 section 3: the chosen region is remembered per user; choosing an address goes back to addresses.
      if (choice.kind === 'region') this.regions.remember(buyer.user.id, choice);
      else this.regions.forget(buyer.user.id);
    } catch {
      return false;
    } finally {
      runInAction(() => {
        if (ticket === this.requery) this.requerying = false;
      });
    }
    await Promise.all([this.loadStock(buyer), this.loadSimilar(shown.productId, buyer)]);
    return true;
  }

  /** Domain purchase range: minimum purchase vs first ladder start; ladder end, stock limit, 1e20 / price. */
  get range(): PurchaseRange {
    const p = this.product;
    if (!p) return { min: 1, max: Infinity };
    return purchaseRange({ ...p, price: typeof p.price === 'number' ? p.price : undefined, maxPurchaseQuantity: p.maxPurchaseQuantity ?? p.purchaseQuantityLimit });
  }

  /** The product as a cart line, so the effective `cart.quantity-rule` judges the entry. */
  get line(): CartLine | undefined {
    const p = this.product;
    if (!p) return undefined;
    return {
      cartId: 0,
      productId: p.productId,
      productName: p.productName,
      productSource: p.productSource,
      quantity: this.quantity ?? 0,
      latestPrice: typeof p.price === 'number' ? p.price : 0,
      currencyCode: p.currencyCode ?? '',
      uomPrecision: p.uomPrecision,
      minPurchaseQuantity: this.range.min,
      minPackageQuantity: p.minPackageQuantity,
      purchaseQuantityLimit: p.purchaseQuantityLimit,
      customFlag: p.customFlag,
    };
  }

  get step(): number {
    return this.line ? this.rule.range(this.line, this.context()).step : 1;
  }

  /** Applies the quantity rule to an entry; above the purchase range the old value stays. */
  enter(entered: number | undefined): void {
    const line = this.line;
    if (!line) return;
    const previous = this.quantity ?? this.range.min;
    if (entered !== undefined && entered > this.range.max) {
      this.quantity = previous;
      return;
    }
    const decision = this.rule.decide(line, entered, previous, this.context());
    this.quantity = decision.value;
    this.quantityError = decision.error;
  }

  /** True when the current quantity passes the rule; shows the rule's message otherwise. */
  checkQuantity(): boolean {
    this.enter(this.quantity);
    if (this.quantityError === undefined) this.checkRange();
    return this.quantityError === undefined && this.quantity !== undefined;
  }

  /**
   * A quantity typed earlier may lie above the purchase range of a delivery place chosen since
   * (its stock is lower): say so rather than send it.
   */
  private checkRange(): void {
    const { min, max } = this.range;
    if (this.quantity === undefined || this.quantity <= max) return;
    this.quantityError = max < min ? { key: 'product.unavailable-here' } : { key: 'product.quantity.above-range', params: { max } };
  }

  setAdding(adding: boolean): void {
    this.adding = adding;
  }

  async refreshCartCount(): Promise<void> {
    try {
      const count = await this.api.cartCount();
      runInAction(() => (this.cartCount = count));
    } catch {
      // the count is a convenience; the cart page has the real lines
    }
  }

  private async loadStock(buyer: Buyer): Promise<void> {
    const product = this.product;
    if (!product) return;
    try {
      const stock = await this.api.stock(product, this.quantity ?? 1, buyer, this.place);
      if (stock && this.product === product) runInAction(() => (this.product = { ...product, stockState: stock.stockState ?? product.stockState, stockQuantity: stock.stockQuantity ?? product.stockQuantity }));
    } catch {
      // keep the stock the detail came with
    }
  }

  private async loadPanels(productId: number, buyer: Buyer): Promise<void> {
    const product = this.product;
    const [, same, dimensions] = await Promise.allSettled([
      this.loadSimilar(productId, buyer),
      this.api.sameSkus(productId),
      (async () => (product ? this.api.customDimensions(product, buyer, this.place) : []))(),
    ]);
    runInAction(() => {
      if (same.status === 'fulfilled') this.same = same.value.filter((p) => p.productId !== productId);
      if (dimensions.status === 'fulfilled') this.customDimensions = dimensions.value;
    });
  }

  private async loadSimilar(productId: number, buyer: Buyer): Promise<void> {
    try {
      const similar = await this.api.similarSkus(productId, buyer, this.place);
      runInAction(() => (this.similar = similar.filter((p) => p.productId !== productId)));
    } catch {
      // similar goods are a suggestion; the detail stands without them
    }
  }
}

/** Makes the detail page's store; bound in the product module so the page does not build it. */
export type ProductDetailStoreFactory = (context: () => MallContext) => ProductDetailStore;
export const ProductDetailStoreFactoryToken = Symbol.for('mall.ProductDetailStoreFactory');
