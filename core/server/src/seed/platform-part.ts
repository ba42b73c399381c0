import type { SeedPart } from './seed-part';

/** The permission catalogue (platform, tenant 0): code, name, how a denied control shows. */
export const PERMISSIONS: ReadonlyArray<{ code: string; name: string; controllerType: 'hidden' | 'disabled' }> = [
  { code: 'mall.cart.button.import', name: 'Cart import', controllerType: 'hidden' },
  { code: 'mall.cart.button.import-new', name: 'Cart new import', controllerType: 'disabled' },
  // Route permissions are sent as the route without its leading slash (spec 1 section 6).
  { code: 'add-purchase', name: 'New purchase requisition page', controllerType: 'hidden' },
  { code: 'mall.my-mall.my-request', name: 'My requests', controllerType: 'hidden' },
  { code: 'mall.my-mall.my-invoice', name: 'My invoices', controllerType: 'hidden' },
  { code: 'mall.my-mall.user-center', name: 'Personal centre', controllerType: 'hidden' },
  ...['buy-again', 'cancel', 'export', 'document-flow', 'related-documents', 'approval-record', 'receipt-record'].map((action) => ({
    code: `mall.tenant.buying-manage.my-order.button.${action}`,
    name: `My orders: ${action}`,
    controllerType: action === 'export' ? ('disabled' as const) : ('hidden' as const),
  })),
  // My requests buttons (spec 2 section 3's permission catalogue).
  ...['create', 'copy', 'cancel', 'cancel-lines', 'import', 're-edit', 'submit-withdraw', 'document-flow', 'approval-record', 'cancel-request', 'import-to-cart'].map((action) => ({
    code: `mall.tenant.buying-manage.my-request.button.${action}`,
    name: `My requests: ${action}`,
    controllerType: 'hidden' as const,
  })),
];

/** Permission codes each demo role holds. The member role lacks new import and requisitions. */
export const ROLE_PERMISSIONS: Readonly<Record<'BUYER' | 'MEMBER', readonly string[]>> = {
  BUYER: PERMISSIONS.map((p) => p.code),
  MEMBER: PERMISSIONS.map((p) => p.code).filter(
    (code) => code !== 'mall.cart.button.import-new' && code !== 'add-purchase' && !/my-request\.button\.(create|copy|re-edit)$/.test(code),
  ),
};

const MENUS: ReadonlyArray<[route: string, menuCode: string, menuName: string, permission?: string]> = [
  ['/', 'SMAL.HOME', '首页'],
  ['/product-list', 'SMAL.PRODUCT_LIST', '商品列表'],
  ['/cart', 'SMAL.CART', '购物车'],
  ['/my-mall', 'SMAL.MY_MALL', '我的商城'],
  ['/my-order', 'SMAL.MY_ORDER', '我的订单'],
  ['/my-request', 'SMAL.MY_REQUEST', '我的申请', 'mall.my-mall.my-request'],
  ['/my-invoice', 'SMAL.MY_INVOICE', '我的发票', 'mall.my-mall.my-invoice'],
  ['/my-favorite', 'SMAL.MY_FAVORITE', '我的收藏'],
  ['/user-center', 'SMAL.USER_CENTER', '个人中心', 'mall.my-mall.user-center'],
  ['/add-purchase', 'SMAL.ADD_PURCHASE', '新建采购申请', 'add-purchase'],
];

export const platformPart: SeedPart = {
  name: 'platform',
  async run(tx) {
    await tx.query(
      `insert into permissions (tenant_id, code, name, controller_type)
       select 0, code, name, "controllerType" from json_to_recordset($1::json) as x(code text, name text, "controllerType" text)
       on conflict (code) do nothing`,
      [JSON.stringify(PERMISSIONS)],
    );
    await tx.query(
      `insert into menus (tenant_id, route, menu_code, menu_name, permission_code)
       select 0, x->>0, x->>1, x->>2, x->>3 from json_array_elements($1::json) as x
       on conflict (tenant_id, route) do nothing`,
      [JSON.stringify(MENUS)],
    );
  },
};
