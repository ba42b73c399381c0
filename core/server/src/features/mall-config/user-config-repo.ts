import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { hasMessage, registerMessages, toLanguage, translate } from '../../http/messages';
import '../budget/budget-messages';
import { siteOfWebUrl, visitConfigOf } from '../visit/visit-site';

interface ConfigRow {
  userId: number;
  organizationId: number;
  tenantId: number;
  loginName: string;
  realName: string;
  language: string;
  companyId: number;
  companyName: string;
  ouId: number | null;
  ouCode: string | null;
  ouName: string | null;
  purchaseOrgId: number | null;
  purchaseOrgCode: string | null;
  purchaseOrgName: string | null;
  invoiceOrgId: number | null;
  invoiceOrgName: string | null;
  invOrganizationId: number | null;
  invOrganizationName: string | null;
  memberPermission: boolean;
  enterprisePermission: boolean;
  defaultChannel: 'ENTERPRISE' | 'PERSONAL';
  purchaseType: string;
  bizErrorFlag: number;
  acceptableErrorFlag: number;
  successFlag: number;
  errorMsg: string | null;
  hideFieldList: string[];
  hideInnerMenuList: string[];
  hideSupplierFlag: number;
  addressPermission: 'ADDRESS' | 'CONTACT';
  skuCheckFlag: number;
  isNewCart: number;
  compareFlag: number;
  enabledBuyNowFlag: number;
  redirectToSrm: boolean;
  sprmOldLinkFlag: number;
  manualFileSize: number;
  webUrl: string;
  topicColor: string;
  logoUrl: string | null;
  iconUrl: string | null;
  settings: Record<string, unknown>;
  dimensionConfig: { unitDimensionList: unknown[]; budgetDimensionList?: BudgetDimensionRow[] };
  readPrivacyFlag: number | null;
  minAmountControl: 0 | 1 | 2;
  minOrderAmount: number | null;
  pointsBalance: number | null;
}

interface UnitRow {
  unitId: number;
  unitName: string;
  unitCode: string;
  levelPath: string;
}

/** A configured budget dimension; `budgetItemName` is stored as a message key and answered translated. */
interface BudgetDimensionRow {
  fieldName: string;
  budgetItemName: string;
  componentType: 'LOV' | 'SELECT';
  lovCode: string;
  requiredFlag?: 0 | 1;
}

const CONFIG_SQL = `
  select u.id as "userId", u.organization_id as "organizationId", u.tenant_id as "tenantId", u.login_name as "loginName",
         u.real_name as "realName", u.language, c.id as "companyId", c.company_name as "companyName",
         c.ou_id as "ouId", c.ou_code as "ouCode", c.ou_name as "ouName",
         c.purchase_org_id as "purchaseOrgId", c.purchase_org_code as "purchaseOrgCode", c.purchase_org_name as "purchaseOrgName",
         c.invoice_org_id as "invoiceOrgId", c.invoice_org_name as "invoiceOrgName",
         c.inv_organization_id as "invOrganizationId", c.inv_organization_name as "invOrganizationName",
         uc.member_permission as "memberPermission", uc.enterprise_permission as "enterprisePermission",
         uc.default_channel as "defaultChannel", uc.purchase_type as "purchaseType", uc.biz_error_flag as "bizErrorFlag",
         uc.acceptable_error_flag as "acceptableErrorFlag", uc.success_flag as "successFlag", uc.error_msg as "errorMsg",
         uc.hide_field_list as "hideFieldList", uc.hide_inner_menu_list as "hideInnerMenuList",
         uc.hide_supplier_flag as "hideSupplierFlag", uc.address_permission as "addressPermission",
         uc.sku_check_flag as "skuCheckFlag", uc.is_new_cart as "isNewCart", uc.compare_flag as "compareFlag",
         uc.enabled_buy_now_flag as "enabledBuyNowFlag", uc.redirect_to_srm as "redirectToSrm",
         uc.sprm_old_link_flag as "sprmOldLinkFlag", uc.manual_file_size as "manualFileSize",
         w.web_url as "webUrl", w.topic_color as "topicColor", w.logo_url as "logoUrl", w.icon_url as "iconUrl",
         w.settings, w.dimension_config as "dimensionConfig",
         w.min_amount_control as "minAmountControl", w.min_order_amount::float8 as "minOrderAmount",
         uc.points_balance::float8 as "pointsBalance",
         (select s.read_privacy_flag from user_statuses s where s.user_id = u.id and s.user_end = 'MALL-PC') as "readPrivacyFlag"
    from users u
    join companies c on c.id = u.company_id and c.tenant_id = u.tenant_id
    join user_configs uc on uc.user_id = u.id and uc.tenant_id = u.tenant_id
    join web_configs w on w.organization_id = u.organization_id and w.tenant_id = u.tenant_id
   where u.id = $1 and u.tenant_id = $2`;

/** The purchase unit the caller acts for: the asked one if it is theirs, else their default. */
async function unitOf(db: Db, session: Session, unitId: number | undefined): Promise<UnitRow | undefined> {
  const [unit] = await db.query<UnitRow>(
    `select pu.id as "unitId", pu.unit_name as "unitName", pu.unit_code as "unitCode", pu.level_path as "levelPath"
       from user_units uu join purchase_units pu on pu.id = uu.unit_id and pu.tenant_id = uu.tenant_id
      where uu.user_id = $1 and uu.tenant_id = $2 and pu.enabled_flag = 1 and ($3::bigint is null or pu.id = $3)
      order by uu.default_flag desc, pu.id limit 1`,
    [session.userId, session.tenantId, unitId ?? null],
  );
  if (unitId !== undefined && !unit) throw notFound('smal.unit.not.found');
  return unit;
}

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

// A configuration error is stored as a message key where the mall knows the case, and the buyer
// reads it in the session's language alone (it was one Chinese sentence with its English after it).
registerMessages({
  'smal.config.load-failed': { en_US: 'The mall configuration could not be loaded, please contact the administrator', zh_CN: '商城配置加载失败，请联系管理员' },
});

/**
 * The user config of spec 1 section 3 with its webConfig. `memberFlag` 1 means the caller is
 * in the personal mall (mallType sigl).
 */
export async function loadUserConfig(db: Db, session: Session, query: { unitId?: number; memberFlag?: number; webUrl?: string }) {
  const [row] = await db.query<ConfigRow>(CONFIG_SQL, [session.userId, session.tenantId]);
  if (!row) throw notFound('smal.user.not.found');
  const visitConfig = visitConfigOf(await siteOfWebUrl(db, query.webUrl), row);
  const unit = await unitOf(db, session, query.unitId);
  const personal = query.memberFlag === 1 || (row.memberPermission && !row.enterprisePermission);
  const webConfig = {
    ...row.settings,
    iconUrl: orUndefined(row.iconUrl),
    logoUrl: orUndefined(row.logoUrl),
    topicColor: row.topicColor,
    webUrl: row.webUrl,
    isSecondWebSite: visitConfig.isSecondWebSite,
    memberPermission: row.memberPermission,
    enterprisePermission: row.enterprisePermission,
    defaultChannel: row.defaultChannel,
    readPrivacyFlag: row.readPrivacyFlag === 1,
    sprmOldLinkFlag: row.sprmOldLinkFlag,
    dimensionConfig: { unitDimensionList: row.dimensionConfig.unitDimensionList },
    acceptableErrorFlag: row.acceptableErrorFlag,
    successFlag: row.successFlag,
    errorMsg: row.errorMsg && hasMessage(row.errorMsg) ? translate(row.errorMsg, session.language) : orUndefined(row.errorMsg),
  };
  return {
    userId: row.userId,
    tenantId: row.tenantId,
    organizationId: row.organizationId,
    companyId: row.companyId,
    companyName: row.companyName,
    ouId: orUndefined(row.ouId),
    ouName: orUndefined(row.ouName),
    ouCode: orUndefined(row.ouCode),
    purchaseType: row.purchaseType,
    levelPath: unit?.levelPath,
    purchaseOrgId: orUndefined(row.purchaseOrgId),
    purchaseOrgName: orUndefined(row.purchaseOrgName),
    purchaseOrgCode: orUndefined(row.purchaseOrgCode),
    invoiceOrgId: orUndefined(row.invoiceOrgId),
    invoiceOrgName: orUndefined(row.invoiceOrgName),
    invOrganizationId: orUndefined(row.invOrganizationId),
    invOrganizationName: orUndefined(row.invOrganizationName),
    unitId: unit?.unitId,
    unitName: unit?.unitName,
    unitCode: unit?.unitCode,
    purchaseUnit: unit,
    loginName: row.loginName,
    realName: row.realName,
    language: row.language,
    mallType: personal ? 'sigl' : undefined,
    redirectToSrm: row.redirectToSrm,
    hideInnerMenuList: row.hideInnerMenuList,
    routerData: [],
    custWebConfig: { manualFileSize: row.manualFileSize },
    skuCheckFlag: row.skuCheckFlag,
    sprmOldLinkFlag: row.sprmOldLinkFlag,
    bizErrorFlag: row.bizErrorFlag,
    isNewCart: row.isNewCart,
    addressPermission: row.addressPermission,
    unitDimensionData: [],
    hideFieldList: row.hideFieldList,
    budgetDimensionList: (row.dimensionConfig.budgetDimensionList ?? []).map((d) => ({ ...d, budgetItemName: translate(d.budgetItemName, toLanguage(row.language)) })),
    hideSupplierFlag: row.hideSupplierFlag,
    enabledBuyNowFlag: row.enabledBuyNowFlag,
    compareFlag: row.compareFlag,
    // Spec 1 section 5 "Minimum order amount (where configured)": 0 not configured, 1 warns, 2 forbids.
    minAmountControl: row.minAmountControl,
    minOrderAmount: orUndefined(row.minOrderAmount),
    // The member's personal points, spent in the personal mall (spec 1 section 5 "Points"); absent without an account.
    pointsBalance: orUndefined(row.pointsBalance),
    webConfig,
    visitConfig,
  };
}

export type LoadedUserConfig = Awaited<ReturnType<typeof loadUserConfig>>;
