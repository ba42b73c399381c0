import type { Channel, ProductSource } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient, type UserConfig, type UserInfo } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { LookupServiceToken, type LookupService } from '../lookups';

export interface FavouriteCategory {
  categoryId: string;
  categoryName: string;
}

/** A favourite product as the list returns it. */
export interface Favourite {
  favoriteId?: number;
  productId: number;
  productName?: string;
  productSource: ProductSource;
  favoriteCategoryId?: string | number;
  price?: number | string;
  currencyCode?: string;
  imagePath?: string;
}

export interface FavouriteScope {
  readonly user: UserInfo;
  readonly config: UserConfig;
  readonly channel: Channel;
}

/** The favourite calls of spec 1 section 7 "Favourites and compare". */
export interface FavouritesService {
  categories(channel: Channel): Promise<FavouriteCategory[]>;
  add(product: { productId: number; productSource: ProductSource }, favoriteCategoryId: string, scope: FavouriteScope): Promise<void>;
  list(favoriteCategoryId: string | undefined, channel: Channel): Promise<Favourite[]>;
  remove(favourites: readonly Favourite[], channel: Channel): Promise<void>;
}

export const FavouritesServiceToken = defineServiceToken<FavouritesService>('FavouritesService');

/** A lookup row; the category reading (categoryId/Name) and the lookup reading (value/meaning) both occur. */
interface CategoryRow {
  categoryId?: string | number;
  categoryName?: string;
  value?: string | number;
  meaning?: string;
}

@injectable()
export class FavouritesServiceImpl implements FavouritesService {
  constructor(
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(LookupServiceToken.id) private readonly lookups: LookupService,
  ) {}

  async categories(channel: Channel): Promise<FavouriteCategory[]> {
    const rows = (await this.lookups.records({ lovCode: 'SMAL_FAVORITES_CATEGORY', channel })) as CategoryRow[];
    return rows.map((row) => ({ categoryId: String(row.categoryId ?? row.value ?? ''), categoryName: row.categoryName ?? row.meaning ?? '' }));
  }

  async add(product: { productId: number; productSource: ProductSource }, favoriteCategoryId: string, { user, config, channel }: FavouriteScope): Promise<void> {
    await this.http.request('POST', '/smal/v1/{org}/product-favorites', {
      body: {
        productSource: product.productSource,
        productId: product.productId,
        favoriteCategoryId: asId(favoriteCategoryId),
        companyId: config.companyId,
        purchaseType: config.purchaseType,
        tenantId: user.tenantId,
        channel,
      },
    });
  }

  async list(favoriteCategoryId: string | undefined, channel: Channel): Promise<Favourite[]> {
    const answer = await this.http.request<Favourite[] | { content?: Favourite[] } | undefined>('GET', '/smal/v1/{org}/product-favorites', {
      query: { favoriteCategoryId, channel, page: 0, size: 100 },
    });
    return Array.isArray(answer) ? answer : (answer?.content ?? []);
  }

  /** The server removes by product id within the channel. */
  async remove(favourites: readonly Favourite[], channel: Channel): Promise<void> {
    await this.http.request('DELETE', '/smal/v1/{org}/product-favorites', { query: { channel }, body: favourites.map((f) => f.productId) });
  }
}

/** Category ids are numbers on the server; the select keeps them as text. */
function asId(id: string): string | number {
  return /^\d+$/.test(id) ? Number(id) : id;
}
