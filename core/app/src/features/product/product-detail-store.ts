import { purchaseRange, type CartLine, type PurchaseRange, type ReceivingAddress } from '@mall/domain';
import type { CartQuantityRule, MallContext, MessageRef } from '@mall/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductSummary } from '../catalogue/catalogue-types';
import type { Buyer, ProductApi } from './product-api';
import type { ProductDetail } from './product-types';

/** The product detail: the product, its side panels, and the quantity the buyer entered. */
export class ProductDetailStore {
  product: ProductDetail | undefined = undefined;
  loading = false;
  error: unknown = undefined;
  similar: ProductSummary[] = [];
  same: ProductSummary[] = [];
  address: ReceivingAddress | undefined = undefined;
  cartCount: number | undefined = undefined;
  quantity: number | undefined = undefined;
  quantityError: MessageRef | undefined = undefined;
  adding = false;

  constructor(
    private readonly api: ProductApi,
    private readonly rule: CartQuantityRule,
    private readonly context: () => MallContext,
  ) {
    makeAutoObservable<ProductDetailStore, 'api' | 'rule' | 'context'>(this, { api: false, rule: false, context: false });
  }

  async load(productId: number, sourceFrom: string, buyer: Buyer): Promise<void> {
    this.loading = true;
    this.error = undefined;
    try {
      const product = await this.api.detail(productId, sourceFrom, buyer);
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
    await Promise.all([this.loadStock(buyer), this.loadPanels(productId, buyer), this.refreshCartCount()]);
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
    return this.quantityError === undefined && this.quantity !== undefined;
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
      const stock = await this.api.stock(product, this.quantity ?? 1, buyer);
      if (stock) runInAction(() => (this.product = { ...product, stockState: stock.stockState ?? product.stockState, stockQuantity: stock.stockQuantity ?? product.stockQuantity }));
    } catch {
      // keep the stock the detail came with
    }
  }

  private async loadPanels(productId: number, buyer: Buyer): Promise<void> {
    const [similar, same, address] = await Promise.allSettled([this.api.similarSkus(productId, buyer), this.api.sameSkus(productId), this.api.defaultAddress(buyer)]);
    runInAction(() => {
      if (similar.status === 'fulfilled') this.similar = similar.value.filter((p) => p.productId !== productId);
      if (same.status === 'fulfilled') this.same = same.value.filter((p) => p.productId !== productId);
      if (address.status === 'fulfilled') this.address = address.value;
    });
  }
}
