import type { LadderPrice, ProductSource } from '@mall/domain';

/** A product detail, as the CATA and e-commerce detail calls return it. */
export interface ProductDetail {
  productId: number;
  productName: string;
  productSource: ProductSource;
  price?: number | string;
  currencyCode?: string;
  imagePath?: string;
  brandName?: string;
  categoryName?: string;
  companyId?: number;
  supplierCompanyId?: number;
  supplierCompanyName?: string;
  uomName?: string;
  uomPrecision?: number;
  minPurchaseQuantity?: number;
  minPackageQuantity?: number;
  maxPurchaseQuantity?: number;
  purchaseQuantityLimit?: number;
  stockLimit?: number;
  ladderPriceList?: LadderPrice[];
  stockState?: number;
  stockQuantity?: number;
  salesVolume?: number;
  deliveryCycle?: number;
  /** 1 on the shelf; buy-now is disabled otherwise. */
  shelfFlag?: number;
  /** 0 when the product is disabled. */
  enabledFlag?: number;
  customFlag?: 0 | 1;
  labelNameList?: string[];
}

/** One row of batch-get-stock. */
export interface SkuStock {
  productId: number;
  stockState?: number;
  stockQuantity?: number;
}

/** What the add-to-cart and buy-now calls are given. */
export interface CartItemInput {
  product: ProductDetail;
  quantity: number;
  addressId?: number;
  regionId?: number;
}

/** A custom unit dimension of the product as sku-detail answers it: the buyer's value, else the company's kept one. */
export interface CustomDimensionValue {
  dimensionCode: string;
  dimensionName: string;
  editFlag?: 0 | 1;
  value?: string;
  meaning?: string;
  valueSource?: 'BUYER' | 'CLIENT';
}
