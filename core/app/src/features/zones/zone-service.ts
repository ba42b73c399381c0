import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { ProductPage } from '../catalogue';

export interface Zone {
  zoneCode: string;
  zoneName: string;
  storeCount: number;
}

export interface Store {
  supplierCompanyId: number;
  supplierNum: string;
  supplierName: string;
  productCount: number;
  categoryCount: number;
}

export interface StorePage {
  zoneCode?: string;
  zoneName?: string;
  content: Store[];
  totalElements: number;
  number: number;
  size: number;
}

export interface CatalogEntry {
  categoryCode: string;
  categoryName: string;
  productCount: number;
}

export type ZoneProductPage = ProductPage & { zoneCode: string; zoneName: string };

/** The selected zones' calls (spec 1 sections 2 and 7: store-list, get-catalog-array). */
export interface ZoneService {
  zones(): Promise<Zone[]>;
  stores(zoneCode: string, page: number, size: number): Promise<StorePage>;
  catalogArray(zoneCode: string, supplierId?: number): Promise<CatalogEntry[]>;
  products(query: { zoneCode: string; supplierId?: number; categoryCode?: string; page: number; size: number }): Promise<ZoneProductPage>;
}

export const ZoneServiceToken = defineServiceToken<ZoneService>('ZoneService');

@injectable()
export class ZoneServiceImpl implements ZoneService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async zones(): Promise<Zone[]> {
    return (await this.http.request<Zone[] | undefined>('GET', '/smal/v1/{org}/zones')) ?? [];
  }

  async stores(zoneCode: string, page: number, size: number): Promise<StorePage> {
    const answer = await this.http.request<StorePage | undefined>('GET', '/smal/v1/{org}/store-list', { query: { zoneCode, page, size } });
    return answer ?? { content: [], totalElements: 0, number: page, size };
  }

  async catalogArray(zoneCode: string, supplierId?: number): Promise<CatalogEntry[]> {
    return (await this.http.request<CatalogEntry[] | undefined>('GET', '/smal/v1/{org}/get-catalog-array', { query: { zoneCode, supplierId } })) ?? [];
  }

  async products(query: { zoneCode: string; supplierId?: number; categoryCode?: string; page: number; size: number }): Promise<ZoneProductPage> {
    const answer = await this.http.request<ZoneProductPage | undefined>('GET', '/smal/v1/{org}/zone-products', { query });
    return answer ?? { zoneCode: query.zoneCode, zoneName: '', content: [], totalElements: 0, number: query.page, size: query.size };
  }
}
