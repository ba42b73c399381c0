/** Sources of goods (spec 1 section 9). */
export type ProductSource = 'CATA' | 'JD' | 'MANUAL' | (string & {});

export interface BudgetInfo {
  budgetId?: number;
  cartId?: number;
  orderSeq?: number;
  /** JSON text of the chosen dimension values. */
  budget?: string;
  quantity?: number;
  remainingBudget?: number;
  errorMessage?: string;
  [field: string]: unknown;
}

/** A cart line (spec 1 section 3 "Cart line", spec 3 section 3 "Cart item"). */
export interface CartLine {
  cartId: number;
  productId: number;
  productName: string;
  productSource: ProductSource;
  quantity: number;
  latestPrice: number;
  currencyCode: string;
  uomName?: string;
  uomPrecision?: number;
  minPurchaseQuantity?: number;
  minPackageQuantity?: number;
  /**
   * The product's purchase limit (spec 1 section 3 "Product purchase limits"): the quantity of
   * one line is capped by it (spec 1 section 5 "Cart quantity").
   */
  purchaseQuantityLimit?: number;
  totalPrice?: number;
  qtHeaderNo?: string;
  agreementType?: 'SALE' | (string & {});
  productRemarkFlag?: 0 | 1;
  remark?: string;
  neededDate?: string;
  deliveryCycle?: number;
  invalidFlag?: 0 | 1;
  groupFlag?: 0 | 1;
  receiveFlag?: 0 | 1;
  centralizedFlag?: 0 | 1;
  linkType?: 'ORDER' | 'REQUEST' | (string & {});
  linkSource?: string;
  companyId?: number;
  supplierCompanyId?: number;
  supplierCompanyName?: string;
  itemCode?: string;
  checkStatus?: number;
  errorMessage?: string;
  stockQuantity?: number;
  /** 1 for custom products: their quantity steps by 1 whatever the unit precision. */
  customFlag?: 0 | 1;
  /** 1 when the line has cost allocation rows, shown in the cost allocation side panel. */
  allocationFlag?: 0 | 1;
  /** Stock state code of the line's SKU (1-6, see stock display). */
  stockState?: number;
  budgetSwitch?: '0' | '1';
  budgetInfoList?: BudgetInfo[];
  cheapestSkuId?: number;
  cheapestSkuName?: string;
  cheapestSourceForm?: string;
  /** The item category the product's catalogue category is maintained as; absent when not maintained. */
  itemCategoryId?: number;
  itemCategoryName?: string;
  /** Generic tenant slots (attributeVarchar1..30, attributeDate1...). */
  [attribute: `attribute${string}`]: unknown;
}
