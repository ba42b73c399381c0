import { HttpClientToken, defineServiceToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';

export interface AllocationInfo {
  readonly costShopCode?: string;
  readonly costShopName?: string;
  readonly costDepartmentName?: string;
  readonly receiveWarehouseName?: string;
  readonly projectCostName?: string;
}

/** One value of a customised product line; UPLOAD and IMAGE hold file addresses. */
export interface CustomizedProductValue {
  readonly componentName: string;
  readonly componentType: string;
  readonly cpValue?: string;
}

/** Spec 1 section 3 "Cost allocation product". */
export interface CostAllocationProduct {
  readonly skuName?: string;
  readonly productName?: string;
  readonly allocationInfoList?: readonly AllocationInfo[];
  readonly customFlag?: 0 | 1;
  readonly customizedProductLineList?: readonly { readonly customizedProductValueList?: readonly CustomizedProductValue[] }[];
}

/** Reads how a cart line's cost is allocated (spec 1 screen 2). A tenant with its own source rebinds it. */
export interface CostAllocationService {
  forCartLine(cartId: number): Promise<CostAllocationProduct[]>;
}

export const CostAllocationServiceToken = defineServiceToken<CostAllocationService>('CostAllocationService');

@injectable()
export class CostAllocationServiceImpl implements CostAllocationService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async forCartLine(cartId: number): Promise<CostAllocationProduct[]> {
    const answer = await this.http.request<CostAllocationProduct[] | undefined>('GET', `/smal/v1/{org}/shopping-carts/${encodeURIComponent(String(cartId))}/cost-allocation`);
    return answer ?? [];
  }
}
