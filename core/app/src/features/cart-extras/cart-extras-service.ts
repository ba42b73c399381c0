import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreRequestOptions } from '../../platform/http';

/** Spec 1 section 3: a cart line's productGiftDTO.giftVOList; gift type 2 is special. */
export interface Gift {
  readonly giftName: string;
  /** 1: this many per line; 2: this many per unit bought, following the quantity received. */
  readonly giftType: number;
  readonly giftQuantity: number;
}

/** One supplier's share of the chosen lines against its free-shipping threshold. */
export interface PostageInfo {
  readonly supplierCompanyId: number;
  readonly supplierCompanyName: string;
  readonly currencyCode: string;
  readonly amount: number;
  readonly freeShippingAmount: number;
  readonly freight: number;
  readonly belowThreshold: boolean;
}

/** The cart details the cart answer does not carry: gifts (getSkuGift) and the freight check (postage-info). */
export interface CartExtrasService {
  /** The gifts of one product; calls made in the same tick go to the server as one. */
  giftsOf(productId: number): Promise<readonly Gift[]>;
  postage(cartIds: readonly number[], signal?: AbortSignal): Promise<readonly PostageInfo[]>;
}

export const CartExtrasServiceToken = defineServiceToken<CartExtrasService>('CartExtrasService');

/** Gifts and freight are hints beside the cart: a failure leaves them out rather than interrupt the buyer. */
const QUIET: CoreRequestOptions = { present: false };

interface GiftAnswer {
  productId: number;
  productGiftDTO?: { giftVOList?: Gift[] };
}

@injectable()
export class CartExtrasServiceImpl implements CartExtrasService {
  private pending: { ids: Set<number>; answer: Promise<Map<number, readonly Gift[]>> } | undefined;

  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async giftsOf(productId: number): Promise<readonly Gift[]> {
    // Every cart row asks for its own product's gifts as it renders: gather them into one call.
    if (!this.pending) {
      const ids = new Set<number>();
      const answer = Promise.resolve().then(async () => {
        this.pending = undefined;
        const rows = await this.http.request<GiftAnswer[] | undefined>('POST', '/smal/v1/{org}/carts/getSkuGift', { ...QUIET, body: { productIds: [...ids] } });
        return new Map((rows ?? []).map((r) => [r.productId, r.productGiftDTO?.giftVOList ?? []]));
      });
      this.pending = { ids, answer };
    }
    this.pending.ids.add(productId);
    return (await this.pending.answer).get(productId) ?? [];
  }

  async postage(cartIds: readonly number[], signal?: AbortSignal): Promise<readonly PostageInfo[]> {
    if (cartIds.length === 0) return [];
    return (await this.http.request<PostageInfo[] | undefined>('POST', '/smal/v1/{org}/carts/postage-info', { ...QUIET, body: { cartIds }, signal })) ?? [];
  }
}
