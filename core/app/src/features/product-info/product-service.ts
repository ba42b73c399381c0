import { CATALOGUE_SOURCE, type ReceivingAddress } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient, type UserConfig, type UserInfo } from '@mall/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../platform/tokens';
import type { CoreRequestOptions } from '../../platform/http';
import { visitTargetOf, type ProductSummary, type VisitTarget } from '../catalogue';
import type { CartItemInput, CustomDimensionValue, ProductDetail, SkuStock } from './product-types';

const MANUAL_SOURCE = 'MANUAL';

/** Catalogue and manual goods have the mall's own detail call; the rest come from an e-commerce platform (JD...). */
export function isECommerceSource(source: string): boolean {
  return source !== CATALOGUE_SOURCE && source !== MANUAL_SOURCE;
}

/** Who is buying: the session values the product calls send. */
export interface Buyer {
  readonly user: UserInfo;
  readonly config: UserConfig;
}

/**
 * Where the buyer wants the goods: a receiving address (with its region) or a region picked on
 * the tree. Stock and the purchase range the server answers are those of this place.
 */
export interface DeliveryPlace {
  readonly addressId?: number;
  /** The last chosen region node. */
  readonly regionId?: number;
  /** The county's region code, which the e-commerce detail call takes. */
  readonly countyCode?: string;
}

/** The product detail calls of spec 1 section 7, and adding to the cart from the detail. */
export interface ProductService {
  detail(productId: number, sourceFrom: string, buyer: Buyer, place?: DeliveryPlace): Promise<ProductDetail>;
  stock(product: ProductDetail, quantity: number, buyer: Buyer, place?: DeliveryPlace): Promise<SkuStock | undefined>;
  similarSkus(productId: number, buyer: Buyer, place?: DeliveryPlace): Promise<ProductSummary[]>;
  sameSkus(productId: number): Promise<ProductSummary[]>;
  /** The product's custom unit dimensions (sku-detail with the buyer's customDimensionMap); none for a visitor. */
  customDimensions(product: ProductDetail, buyer: Buyer, place?: DeliveryPlace, chosen?: Record<string, { value: string; meaning?: string }>): Promise<CustomDimensionValue[]>;
  /** The buyer's default receiving address, else the first one. */
  defaultAddress(buyer: Buyer): Promise<ReceivingAddress | undefined>;
  addToCart(item: CartItemInput, buyer: Buyer): Promise<unknown>;
  buyNow(item: CartItemInput, buyer: Buyer): Promise<unknown>;
  cartCount(): Promise<number>;
  /** Puts the product on top of the buyer's browsing history (My Mall /view-history); quiet, as it is not the buyer's aim. */
  recordView(productId: number): Promise<void>;
}

/** The query of the cart's line count (the top bar's cart); adding to the cart invalidates it. */
export const CART_COUNT_QUERY_KEY = ['cart', 'count'] as const;

/** The side panels of the detail (stock, SKUs, address, cart count) fail quietly: the product itself still shows. */
const QUIET: CoreRequestOptions = { present: false };

export const ProductServiceToken = defineServiceToken<ProductService>('ProductService');

@injectable()
export class ProductServiceImpl implements ProductService {
  constructor(
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(TYPES.QueryClient) private readonly queries: QueryClient,
  ) {}

  detail(productId: number, sourceFrom: string, { config }: Buyer, place: DeliveryPlace = {}): Promise<ProductDetail> {
    const visit = visitTargetOf(config);
    if (visit) return this.visitDetail(productId, sourceFrom, config, visit, place);
    if (!isECommerceSource(sourceFrom)) {
      return this.http.request('GET', `/smal/v1/{org}/product/${productId}`, {
        query: {
          purchaseType: config.purchaseType,
          companyId: config.companyId,
          regionId: place.regionId,
          levelPath: config.levelPath,
          addressId: place.addressId,
        },
      });
    }
    return this.http.request('GET', `/smpc/v1/product-details/{org}/ec-products/${config.companyId}/${productId}`, {
      query: { purchaseType: config.purchaseType, platformCode: sourceFrom, countyCode: place.countyCode },
    });
  }

  /** A visitor's detail on a second website: the visited company's goods (visit-product, visit-ec-products). */
  private visitDetail(productId: number, sourceFrom: string, config: UserConfig, visit: VisitTarget, place: DeliveryPlace): Promise<ProductDetail> {
    if (!isECommerceSource(sourceFrom)) {
      return this.http.request('GET', `/smal/v1/${visit.organizationId}/visit-product/${productId}`, {
        query: { webUrl: visit.webUrl, purchaseType: config.purchaseType, companyId: visit.companyId, regionId: place.regionId },
      });
    }
    return this.http.request('GET', `/smpc/v1/product-details/${visit.organizationId}/visit-ec-products/${visit.companyId}/${productId}`, {
      query: { webUrl: visit.webUrl, purchaseType: config.purchaseType, platformCode: sourceFrom, countyCode: place.countyCode },
    });
  }

  async stock(product: ProductDetail, quantity: number, { user, config }: Buyer, place: DeliveryPlace = {}): Promise<SkuStock | undefined> {
    const rows = await this.http.request<SkuStock[] | undefined>('POST', '/smpc/v1/{org}/sku-stocks/batch-get-stock', {
      ...QUIET,
      query: { tenantId: user.tenantId },
      body: { ouId: config.ouId, items: [{ productId: product.productId, productSource: product.productSource, quantity, regionId: place.regionId }] },
    });
    return rows?.find((row) => row.productId === product.productId);
  }

  async similarSkus(productId: number, { config }: Buyer, place: DeliveryPlace = {}): Promise<ProductSummary[]> {
    const rows = await this.http.request<ProductSummary[] | undefined>('GET', '/smpc/v1/{org}/skus/get-similar-sku', {
      ...QUIET,
      query: { productId, regionId: place.regionId, levelPath: config.levelPath, companyId: config.companyId },
    });
    return rows ?? [];
  }

  async customDimensions(product: ProductDetail, { config }: Buyer, place: DeliveryPlace = {}, chosen: Record<string, { value: string; meaning?: string }> = {}): Promise<CustomDimensionValue[]> {
    // A visitor's product is another company's: its dimensions are not the visitor's to see.
    if (visitTargetOf(config)) return [];
    const answer = await this.http.request<{ customDimensionList?: CustomDimensionValue[] } | undefined>('POST', `/smpc/v1/{org}/sku-detail/${product.productId}`, {
      ...QUIET,
      body: {
        unitId: config.unitId,
        productId: product.productId,
        regionId: place.regionId,
        addressId: place.addressId,
        levelPath: config.levelPath,
        platformCode: isECommerceSource(product.productSource) ? product.productSource : undefined,
        companyId: config.companyId,
        customDimensionMap: chosen,
      },
    });
    return answer?.customDimensionList ?? [];
  }

  async sameSkus(productId: number): Promise<ProductSummary[]> {
    const rows = await this.http.request<ProductSummary[] | undefined>('GET', '/smpc/v1/{org}/skus/get-same-sku', { ...QUIET, query: { productId } });
    return rows ?? [];
  }

  /** Spec 1 section 7 "Product detail": GET addresss/default-address; a 204 (no receiving address) is undefined. */
  async defaultAddress({ config }: Buyer): Promise<ReceivingAddress | undefined> {
    const address = await this.http.request<ReceivingAddress | undefined>('GET', '/smal/v1/{org}/addresss/default-address', {
      ...QUIET,
      query: { companyId: config.companyId },
    });
    return address ?? undefined;
  }

  async addToCart(item: CartItemInput, buyer: Buyer): Promise<unknown> {
    const line = await this.http.request('POST', '/smal/v1/{org}/shopping-carts', { query: { customizeUnitCode: buyer.config.unitCode }, body: cartBody(item, buyer) });
    void this.queries.invalidateQueries({ queryKey: CART_COUNT_QUERY_KEY });
    return line;
  }

  buyNow(item: CartItemInput, buyer: Buyer): Promise<unknown> {
    return this.http.request('POST', '/smal/v1/{org}/shopping-carts/buy-now', {
      query: { customizeUnitCode: buyer.config.unitCode },
      body: { ...cartBody(item, buyer), unitId: buyer.config.unitId },
    });
  }

  async recordView(productId: number): Promise<void> {
    await this.http.request('POST', '/smal/v1/{org}/view-histories', { ...QUIET, body: { productId } });
  }

  async cartCount(): Promise<number> {
    const count = await this.http.request<number | { count?: number } | undefined>('GET', '/smal/v1/{org}/shopping-carts/count', QUIET);
    return typeof count === 'number' ? count : (count?.count ?? 0);
  }
}

/** Spec 1 section 7 "Cart": the cart item body plus purchaseType, companyId and ownerId. */
function cartBody({ product, quantity, addressId, regionId }: CartItemInput, { user, config }: Buyer) {
  return {
    productId: product.productId,
    productSource: product.productSource,
    productName: product.productName,
    quantity,
    latestPrice: typeof product.price === 'number' ? product.price : undefined,
    currencyCode: product.currencyCode,
    supplierCompanyId: product.supplierCompanyId,
    addressId,
    regionId,
    levelPath: config.levelPath,
    purOrganizationId: config.purchaseOrgId,
    invOrganizationId: config.invOrganizationId,
    purchaseType: config.purchaseType,
    companyId: config.companyId,
    ownerId: user.id,
  };
}
