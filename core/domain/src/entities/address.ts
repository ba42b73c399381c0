/** A receiving or invoice address (spec 1 section 3 "Receiving address"). */
export interface ReceivingAddress {
  addressId?: number;
  addressType?: 'RECEIVER' | 'INVOICE';
  /** 1 cannot be selected or deleted in lists; the reading of 1/2 differs between sources. */
  belongType?: 1 | 2;
  belongTypeMeaning?: string;
  contactName?: string;
  mobile?: string;
  /** Default +86. */
  internationalTelCode?: string;
  /** Fixed line. */
  phone?: string;
  email?: string;
  regionId?: number;
  regionIdList?: number[];
  regionCodeList?: string[];
  regionNameList?: string[];
  address?: string;
  fullAddress?: string;
  zip?: string;
  remark?: string;
  defaultFlag?: 0 | 1;
  companyId?: number;
  userId?: number;
  loginName?: string;
  quoteAddressId?: number;
  uniqueCode?: string;
  editFlag?: 0 | 1;
  phoneEditFlag?: 0 | 1;
  emailEditFlag?: 0 | 1;
  enabledFlag?: 0 | 1;
}

/** A node of the region tree. */
export interface Region {
  regionId: number;
  regionName: string;
  regionCode?: string;
  parentRegionCode?: string;
  countryId?: number;
  countryName?: string;
  virtualFlag?: 0 | 1;
  isNAFlag?: 0 | 1;
}

/**
 * The delivery region remembered per user (spec 1 section 3): province (shengId/Name), city
 * (shiId/Name, isNAFlag 'not selected for now'), county (xianId/Name), town (xiangzhenName).
 * The country, the town's id and the region codes are kept too, to send the choice again.
 */
export interface SavedRegion {
  countryId?: number;
  countryName?: string;
  shengId?: number;
  shengName?: string;
  shiId?: number;
  shiName?: string;
  isNAFlag?: 0 | 1;
  xianId?: number;
  xianName?: string;
  xiangzhenId?: number;
  xiangzhenName?: string;
  regionCodeList?: string[];
}
