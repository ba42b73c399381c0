import type { PricingRule } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreRequestOptions } from '../../platform/http';

/** The cheaper product a lower-price rule points to, with the rule itself. */
export interface LowerPriceInfo extends PricingRule {
  cheapestSkuId?: number;
  cheapestSkuName?: string;
  cheapestSourceForm?: string;
  cheapestPrice?: number;
}

/** The compare-sheet limits from configuration (common config `compareRule`). */
export interface CompareLimits {
  min?: number;
  max?: number;
}

/** The compare calls of spec 1 section 7 "Favourites and compare". */
export interface CompareService {
  add(productId: number, price: number | undefined): Promise<void>;
  /** Spec 1 section 7: DELETE product-compares/{companyId}/{productId} with query regionId, levelPath. */
  remove(companyId: number | undefined, productId: number, scope?: { regionId?: number; levelPath?: string }): Promise<void>;
  lower(productId: number): Promise<LowerPriceInfo | undefined>;
  limits(): Promise<CompareLimits>;
  /**
   * Takes compared goods instead of a cart line (`POST product-compares/add-shopping-cart/{cartId}`):
   * the goods go into the cart, with the line's quantity unless given, and the line leaves it.
   */
  replaceCartLine(cartId: number, items: readonly CompareCartItem[]): Promise<void>;
}

/** The compare add-to-cart item of spec 1 section 3. */
export interface CompareCartItem {
  readonly productId: number;
  readonly productSource?: string;
  readonly companyId?: number;
  readonly purchaseType?: string;
  readonly supplierCompanyId?: number;
  readonly ownerId?: number;
  readonly tenantId?: number;
  readonly unitPrice?: number;
  readonly latestPrice?: number;
  readonly quantity?: number;
  readonly addressId?: number;
  readonly purOrganizationId?: number;
  readonly invOrganizationId?: number;
  readonly levelPath?: string;
}

export const CompareServiceToken = defineServiceToken<CompareService>('CompareService');

interface CommonConfig {
  compareRule?: { minCount?: number; maxCount?: number };
}

@injectable()
export class CompareServiceImpl implements CompareService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async add(productId: number, price: number | undefined): Promise<void> {
    await this.http.request('POST', `/smal/v1/{org}/product-compares/${productId}`, { body: { productId, price } });
  }

  async remove(companyId: number | undefined, productId: number, scope: { regionId?: number; levelPath?: string } = {}): Promise<void> {
    await this.http.request('DELETE', `/smal/v1/{org}/product-compares/${companyId ?? 0}/${productId}`, { query: { regionId: scope.regionId, levelPath: scope.levelPath } });
  }

  /** Quiet: without an answer the buyer is not held back by a rule nobody could read. */
  async replaceCartLine(cartId: number, items: readonly CompareCartItem[]): Promise<void> {
    await this.http.request('POST', `/smal/v1/{org}/product-compares/add-shopping-cart/${cartId}`, { body: items });
  }

  async lower(productId: number): Promise<LowerPriceInfo | undefined> {
    const options: CoreRequestOptions = { present: false };
    try {
      return (await this.http.request<LowerPriceInfo | undefined>('GET', `/smal/v1/{org}/product-compares/lower/${productId}`, options)) ?? undefined;
    } catch {
      return undefined;
    }
  }

  async limits(): Promise<CompareLimits> {
    const config = await this.http.request<CommonConfig | undefined>('GET', '/smal/v1/{org}/order-center/common-config');
    return { min: config?.compareRule?.minCount, max: config?.compareRule?.maxCount };
  }
}
