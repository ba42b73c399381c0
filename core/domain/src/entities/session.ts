/** The signed-in user as `users/self` returns it (spec 1 section 3 "Session and user"). */
export interface UserInfo {
  id: number;
  realName: string;
  loginName: string;
  organizationId: number;
  tenantId: number;
  tenantNum: string;
  language: string;
  internationalTelCode?: string;
  phone?: string;
  email?: string;
  additionInfo?: { smallEnableMultiLanguage?: boolean };
}

/** Channels of the mall: the enterprise mall and the personal-member (sigl) mall. */
export type Channel = 'ENTERPRISE' | 'PERSONAL';

export interface UnitDimension {
  dimensionType: 'FIXED' | string;
  dimensionCode: string;
  dimensionCodeMeaning?: string;
  customDimensionName?: string;
  inputLovCode?: string;
  lovView?: string;
  showFlag?: 0 | 1;
  orderSeq?: number;
  editFlag?: 0 | 1;
}

/** `mall-page-configs/new/mall-config` webConfig (spec 1 section 3 "Web config"). */
export interface WebConfig {
  iconUrl?: string;
  /** Procurement platform addresses: purchase-requisition pages after a submit (spec 1 section 2). */
  srmUrl?: string;
  localSrmUrl?: string;
  logoUrl?: string;
  topicColor?: string;
  isSecondWebSite?: boolean;
  webUrl?: string;
  memberPermission?: boolean;
  enterprisePermission?: boolean;
  defaultChannel?: Channel;
  menuId?: number;
  readPrivacyFlag?: boolean;
  /** Mixed deployment: the user belongs to a mixed tenant; permission-wrapped content stays hidden. */
  mixDeploymentFlag?: 0 | 1;
  productDetailGrayscale?: boolean;
  dimensionConfig?: { unitDimensionList: UnitDimension[] };
  acceptableErrorFlag?: 0 | 1;
  successFlag?: 0 | 1;
  errorMsg?: string;
}

/**
 * One budget dimension as the server configures it (spec 1 section 3 "Budget row"): rendered
 * as a lookup (LOV) or a select; a LOV dimension also carries its `<fieldName>Meaning`.
 */
export interface BudgetDimensionConfig {
  fieldName: string;
  budgetItemName: string;
  componentType: 'LOV' | 'SELECT';
  lovCode: string;
  /** A lookup view the dimension is picked through (the generic lookup dialog); its value set is `lovCode`. */
  lovView?: string;
  valueField?: string;
  displayField?: string;
  requiredFlag?: 0 | 1;
  queryParams?: Record<string, string | number>;
}

/** Hide-list entries the core honours (spec 1 section 3 `hideFieldList`). */
export type HiddenField = 'DEMAND_DATE' | 'BUY_NOW' | 'LOGISTICS' | (string & {});

/** User config from `prepare` plus `mall-config` (spec 1 section 3 "User config"). */
export interface UserConfig {
  userId: number;
  organizationId: number;
  companyId: number;
  companyName?: string;
  ouId?: number;
  ouName?: string;
  ouCode?: string;
  purchaseType: 'COMPANY' | (string & {});
  levelPath?: string;
  purchaseOrgId?: number;
  purchaseOrgName?: string;
  invOrganizationId?: number;
  invOrganizationName?: string;
  unitId?: number;
  unitName?: string;
  unitCode?: string;
  loginName?: string;
  realName?: string;
  language?: string;
  /** 'sigl' selects the personal-member mall. */
  mallType?: 'sigl' | (string & {});
  redirectToSrm?: boolean;
  hideInnerMenuList?: string[];
  skuCheckFlag?: 0 | 1;
  sprmOldLinkFlag?: 0 | 1;
  bizErrorFlag?: 0 | 1;
  isNewCart?: 0 | 1;
  addressPermission?: 'ADDRESS' | 'CONTACT';
  hideFieldList?: HiddenField[];
  hideSupplierFlag?: 0 | 1;
  /** Minimum order amount control (also in the order-center common config): 2 forbids a submit below it, 1 warns, 0 none. */
  minAmountControl?: 0 | 1 | 2;
  /** The minimum order amount pre-req checks each order against (minPurchaseFlag 0 below it). */
  minOrderAmount?: number;
  /** The member's personal points balance, spent in the personal mall; absent without a points account. */
  pointsBalance?: number;
  /** The budget dimensions this tenant's server configures; core's default budget row fields. */
  budgetDimensionList?: BudgetDimensionConfig[];
  enabledBuyNowFlag?: 0 | 1;
  compareFlag?: 0 | 1 | 2;
  custWebConfig?: { manualFileSize?: number };
  webConfig?: WebConfig;
  visitConfig?: { isSecondWebSite?: boolean; visitorFlag?: boolean; companyId?: number; organizationId?: number };
}
