import type { VisitTarget } from './visit-target';
import type { ProductSource } from '@mall/domain';

/** A product as the list and the SKU calls return it. */
export interface ProductSummary {
  productId: number;
  productName: string;
  productSource: ProductSource;
  /** A number, or a starred string when the price is hidden from this buyer. */
  price?: number | string;
  currencyCode?: string;
  imagePath?: string;
  salesVolume?: number;
  stockState?: number;
  stockQuantity?: number;
  companyId?: number;
  supplierCompanyId?: number;
  supplierCompanyName?: string;
  brandName?: string;
  /** Labels when the list already carries them; otherwise they come from label-multi-name. */
  labelNameList?: string[];
}

/** One page of a list call (spec 1 section 7: page is zero-based). */
export interface ProductPage {
  content: ProductSummary[];
  totalElements: number;
  number: number;
  size: number;
}

export type StockFilterFlag = 0 | 1;

/** What the buyer asked the product list for. */
export interface ProductQuery {
  keyword: string;
  orderType: 1 | 2 | 3 | 4 | undefined;
  /** 1 when the buyer ticked only-in-stock; sent inverted (spec 1 section 4). */
  onlyInStock: StockFilterFlag;
  productSource: ProductSource | undefined;
  /** Zero-based, as sent. */
  page: number;
  size: number;
  /** ENTERPRISE or PERSONAL: which channel's hot keywords the search counts towards. */
  channel?: string;
  /** Set for a visitor on a second website: the visited company's list is asked for instead. */
  visit?: VisitTarget;
}
