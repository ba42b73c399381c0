import { onlyInStockParam } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreRequestOptions } from '../../platform/http';
import type { ProductPage, ProductQuery } from './catalogue-types';

/** The catalogue calls of the product list. */
export interface CatalogueService {
  products(query: ProductQuery): Promise<ProductPage>;
  /** Label names by product id; decorative, so a failure is quiet and gives none. */
  labels(productIds: readonly number[]): Promise<Map<number, string[]>>;
  /** The tenant's hot keywords in this channel (spec 1 section 7, sads hot-keyword). */
  hotKeywords(channel: string): Promise<string[]>;
  /** Names and brands matching what the buyer types (sads suggest). */
  suggest(channel: string, keyword: string): Promise<string[]>;
}

export const CatalogueServiceToken = defineServiceToken<CatalogueService>('CatalogueService');

interface LabelRow {
  productId: number;
  labelNameList?: string[];
}

@injectable()
export class CatalogueServiceImpl implements CatalogueService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async products(query: ProductQuery): Promise<ProductPage> {
    const filters = {
      keyword: query.keyword.trim() || undefined,
      orderType: query.orderType,
      // the server's name for the only-in-stock flag, sent inverted (spec 1 section 4)
      stockFlag: onlyInStockParam(query.onlyInStock),
      productSource: query.productSource,
      page: query.page,
      size: query.size,
    };
    const { visit } = query;
    const page = visit
      ? await this.http.request<ProductPage | undefined>('GET', `/smal/v1/${visit.organizationId}/visit-products`, { query: { ...filters, webUrl: visit.webUrl } })
      : await this.http.request<ProductPage | undefined>('GET', '/smal/v1/{org}/products', { query: { ...filters, channel: query.channel } });
    return page ?? { content: [], totalElements: 0, number: query.page, size: query.size };
  }

  async hotKeywords(channel: string): Promise<string[]> {
    return (await this.http.request<string[] | undefined>('POST', '/sads/v1/{org}/hot-keyword', { body: { channel } })) ?? [];
  }

  async suggest(channel: string, keyword: string): Promise<string[]> {
    return (await this.http.request<string[] | undefined>('POST', '/sads/v1/{org}/suggest', { body: { channel, keyword } })) ?? [];
  }

  async labels(productIds: readonly number[]): Promise<Map<number, string[]>> {
    const byProduct = new Map<number, string[]>();
    if (productIds.length === 0) return byProduct;
    const options: CoreRequestOptions = { query: { productIds: productIds.join(',') }, present: false };
    let rows: LabelRow[] | undefined;
    try {
      rows = await this.http.request<LabelRow[] | undefined>('GET', '/smpc/v1/{org}/sku-labels/label-multi-name', options);
    } catch {
      return byProduct;
    }
    for (const row of rows ?? []) {
      const names = row.labelNameList ?? [];
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), ...names]);
    }
    return byProduct;
  }
}
