import { HttpClientToken, defineServiceToken, type CartLine, type HttpClient, type UserConfig, type UserInfo } from '@mall/sdk';
import { inject, injectable } from 'inversify';

/** A cart line as the list call returns it: the entity plus the check and stock extras. */
export type CartRow = CartLine & {
  cartColumnValueList?: { headerNum?: string; lineNum?: string; errorMessage?: string }[];
  [field: string]: unknown;
};

/** Whose cart: the session config's company, level path, purchase type and owner. */
export interface CartQuery {
  readonly companyId: number;
  readonly levelPath?: string;
  readonly purchaseType: string;
  readonly ownerId: number;
}

/** The session's cart, as the cart page and every reload of it ask for it. */
export function cartQueryOf(config: UserConfig | undefined, user: UserInfo | undefined): CartQuery | undefined {
  if (!config || !user) return undefined;
  return { companyId: config.companyId, levelPath: config.levelPath, purchaseType: config.purchaseType ?? 'COMPANY', ownerId: config.userId ?? user.id };
}

/**
 * One window of the list (issue 17): its lines, the cart's line count, and the version (tag) of
 * the whole cart the window was cut from, so windows of different versions are never joined.
 */
export interface CartWindow {
  readonly rows: CartRow[];
  readonly total: number;
  readonly version?: string;
}

/** The cart calls of spec 1 section 7 "Cart". */
export interface CartService {
  list(query: CartQuery): Promise<CartRow[]>;
  /** `limit` lines from `offset`; a server without windows answers the whole cart as one. */
  window(query: CartQuery, offset: number, limit: number): Promise<CartWindow>;
  count(): Promise<number>;
  /** Saves a line's quantity, needed date, remark and extra fields. */
  update(line: CartRow, query: CartQuery): Promise<void>;
  remove(cartIds: readonly number[]): Promise<void>;
  changeAddress(addressId: number): Promise<void>;
}

export const CartServiceToken = defineServiceToken<CartService>('CartService');

const CARTS = '/smal/v1/{org}/shopping-carts';

@injectable()
export class CartServiceImpl implements CartService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async list(query: CartQuery): Promise<CartRow[]> {
    // No `time_db` cache-buster: the answer carries an ETag with `Cache-Control: private, no-cache`,
    // so the browser asks every time and an unchanged cart comes back as a bodiless 304 from its cache.
    const rows = await this.http.request<CartRow[] | { content: CartRow[] } | undefined>('GET', CARTS, {
      query: { companyId: query.companyId, levelPath: query.levelPath, purchaseType: query.purchaseType, ownerId: query.ownerId },
    });
    if (!rows) return [];
    return Array.isArray(rows) ? rows : rows.content;
  }

  async window(query: CartQuery, offset: number, limit: number): Promise<CartWindow> {
    const answer = await this.http.request<CartRow[] | { content: CartRow[]; totalElements?: number; version?: string } | undefined>('GET', CARTS, {
      query: { companyId: query.companyId, levelPath: query.levelPath, purchaseType: query.purchaseType, ownerId: query.ownerId, offset, limit },
    });
    if (!answer) return { rows: [], total: 0 };
    if (Array.isArray(answer)) return { rows: answer, total: answer.length };
    return { rows: answer.content, total: answer.totalElements ?? answer.content.length, version: answer.version };
  }

  async count(): Promise<number> {
    const answer = await this.http.request<number | { count?: number } | undefined>('GET', `${CARTS}/count`);
    return typeof answer === 'number' ? answer : (answer?.count ?? 0);
  }

  async update(line: CartRow, query: CartQuery): Promise<void> {
    await this.http.request('POST', CARTS, { body: { ...line, purchaseType: query.purchaseType, companyId: line.companyId ?? query.companyId, ownerId: query.ownerId } });
  }

  async remove(cartIds: readonly number[]): Promise<void> {
    await this.http.request('DELETE', CARTS, { body: cartIds });
  }

  async changeAddress(addressId: number): Promise<void> {
    await this.http.request('POST', `${CARTS}/change-address`, { query: { addressId } });
  }
}
