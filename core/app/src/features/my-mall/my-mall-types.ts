import type { ProductSource } from '@mall/domain';

export interface Page<T> {
  content: T[];
  totalElements: number;
  number: number;
  size: number;
}

/** A product as the personal centre's lists show it (browsing history, shopping baskets). */
export interface ListedProduct {
  productId: number;
  productName: string;
  productSource: ProductSource;
  price: number;
  currencyCode: string;
  uomName: string;
  imagePath?: string;
  shelfFlag: number;
}

export interface ViewedProduct extends ListedProduct {
  viewedDate: string;
}

/** Spec 3 section 5 invoice fields as My invoices lists them. */
export interface Invoice {
  invoiceId: number;
  invoiceNum: string;
  poHeaderId: number;
  orderCode: string;
  invoiceMethodCode: '1' | '2';
  invoiceTypeCode: '1' | '2';
  invoiceTitleTypeCode: '1' | '2';
  invoiceDetailTypeCode: string;
  invoiceHeader: string;
  taxRegistrationNumber?: string;
  taxRegistrationAddress?: string;
  taxRegistrationPhone?: string;
  depositBank?: string;
  bankAccountNum?: string;
  invoiceRemark?: string;
  amount: number;
  currencyCode: string;
  status: 'APPLIED' | 'ISSUED' | 'RED_FLUSHED';
  issuedDate?: string;
  creationDate: string;
}

export interface MyComment {
  poHeaderId: number;
  orderCode: string;
  rating: number;
  content: string;
  creationDate: string;
  productNames?: string;
}

export interface SaleRecord {
  requestId: number;
  requestNum: string;
  poHeaderId: number;
  orderCode: string;
  requestType: 'RETURN' | 'EXCHANGE' | 'REFUND';
  reasonCode: string;
  description?: string;
  status: 'SUBMITTED' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'CANCELLED';
  creationDate: string;
  productNames?: string;
}

export interface BasketItem extends ListedProduct {
  quantity: number;
}
export interface ShoppingBasket {
  basketId: number;
  basketName: string;
  creationDate: string;
  items: BasketItem[];
}
