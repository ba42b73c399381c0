import type { ProductSource } from '@mall/domain';

/** Spec 1 section 3 "Product group": groupType 0 banner, 1 supplier, 2 catalog, 3 sales rank, 4 activity, 5-7 agreement, 8 label. */
export const GroupType = { banner: 0, supplier: 1, catalog: 2, salesRank: 3, activity: 4, label: 8 } as const;

export interface BannerSlide {
  title: string;
  subtitle: string | null;
  linkUrl: string;
  colour: string;
}
export interface SupplierItem {
  supplierCompanyId: number;
  supplierCompanyName: string;
  productCount: number;
}
export interface CategoryItem {
  categoryCode: string;
  categoryName: string;
  productCount: number;
  imagePath?: string;
}
export interface GroupProduct {
  productId: number;
  productName: string;
  productSource: ProductSource;
  price: number;
  marketPrice: number | null;
  currencyCode: string;
  uomName: string;
  imagePath?: string;
  salesVolume: number;
  brandName?: string;
}
export type GroupItem = BannerSlide | SupplierItem | CategoryItem | GroupProduct;

export interface ProductGroupHead {
  productGroupId: number;
  groupCode: string;
  groupType: number;
  orderType: number;
  title: string;
  subtitle: string | null;
  labelName: string | null;
}
/** A home block: a group with its first items. */
export interface HomeBlock extends ProductGroupHead {
  total: number;
  productGroupAssignList: GroupItem[];
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  number: number;
  size: number;
}

export interface Bulletin {
  bulletinId: number;
  title: string;
  content: string;
  topFlag: 0 | 1;
  publishedDate: string;
}

export interface UserMessage {
  messageId: number;
  messageType: 'ORDER' | 'APPROVAL' | 'SYSTEM' | 'NOTICE';
  title: string;
  content: string;
  readFlag: 0 | 1;
  creationDate: string;
}
export interface MessagePage extends Page<UserMessage> {
  unreadCount: number;
}
