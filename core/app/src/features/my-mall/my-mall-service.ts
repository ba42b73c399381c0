import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { Invoice, MyComment, Page, SaleRecord, ShoppingBasket, ViewedProduct } from './my-mall-types';

/** The calls of the My Mall pages beside My orders: history, invoices, comments, after-sales records, purchase packages. */
export interface MyMallService {
  viewHistory(page: number, size: number, signal?: AbortSignal): Promise<Page<ViewedProduct>>;
  forget(productIds: readonly number[]): Promise<void>;
  invoices(page: number, size: number, status: Invoice['status'] | undefined, signal?: AbortSignal): Promise<Page<Invoice>>;
  comments(page: number, size: number, signal?: AbortSignal): Promise<Page<MyComment>>;
  saleRecords(page: number, size: number, status: SaleRecord['status'] | undefined, signal?: AbortSignal): Promise<Page<SaleRecord>>;
  baskets(signal?: AbortSignal): Promise<ShoppingBasket[]>;
}

export const MyMallServiceToken = defineServiceToken<MyMallService>('MyMallService');

@injectable()
export class MyMallServiceImpl implements MyMallService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  viewHistory(page: number, size: number, signal?: AbortSignal): Promise<Page<ViewedProduct>> {
    return this.http.request('GET', '/smal/v1/{org}/view-histories', { query: { page, size }, signal });
  }

  async forget(productIds: readonly number[]): Promise<void> {
    await this.http.request('DELETE', '/smal/v1/{org}/view-histories', { body: productIds });
  }

  invoices(page: number, size: number, status: Invoice['status'] | undefined, signal?: AbortSignal): Promise<Page<Invoice>> {
    return this.http.request('GET', '/smodr/v1/{org}/invoices', { query: { page, size, status }, signal });
  }

  comments(page: number, size: number, signal?: AbortSignal): Promise<Page<MyComment>> {
    return this.http.request('GET', '/smodr/v1/{org}/order-comments', { query: { page, size }, signal });
  }

  saleRecords(page: number, size: number, status: SaleRecord['status'] | undefined, signal?: AbortSignal): Promise<Page<SaleRecord>> {
    return this.http.request('GET', '/smodr/v1/{org}/sale-records', { query: { page, size, status }, signal });
  }

  async baskets(signal?: AbortSignal): Promise<ShoppingBasket[]> {
    return (await this.http.request<ShoppingBasket[] | undefined>('GET', '/smal/v1/{org}/shopping-baskets', { signal })) ?? [];
  }
}
