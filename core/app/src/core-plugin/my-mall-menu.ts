import { CoreIds, type MallContext, type MyMallMenuEntry } from '@mall/sdk';

// Spec 3 section 2: the My Mall menu, its two groups and its visibility rules.
const notHidden = (code: string) => (ctx: MallContext) => !(ctx.config.hideInnerMenuList ?? []).includes(code);
const notMixedTenant = (ctx: MallContext) => ctx.config.webConfig?.mixDeploymentFlag !== 1;

export const myMallMenuEntries: MyMallMenuEntry[] = [
  { id: CoreIds.menu.myOrder, group: 'my-mall', order: 10, labelKey: 'menu.my-order', path: '/my-order' },
  {
    id: CoreIds.menu.myRequest,
    group: 'my-mall',
    order: 20,
    labelKey: 'menu.my-request',
    path: '/my-request',
    visible: notMixedTenant,
    permission: 'mall.my-mall.my-request',
  },
  { id: CoreIds.menu.saleRecord, group: 'my-mall', order: 30, labelKey: 'menu.sale-record', path: '/sale-record', visible: notHidden('AFTERSALE_INFORMATION') },
  { id: CoreIds.menu.myInvoice, group: 'my-mall', order: 40, labelKey: 'menu.my-invoice', path: '/my-invoice', permission: 'mall.my-mall.my-invoice' },
  { id: CoreIds.menu.myFavorite, group: 'my-mall', order: 50, labelKey: 'menu.my-favorite', path: '/my-favorite' },
  { id: CoreIds.menu.viewHistory, group: 'my-mall', order: 60, labelKey: 'menu.view-history', path: '/view-history' },
  { id: CoreIds.menu.myComments, group: 'my-mall', order: 70, labelKey: 'menu.my-comments', path: '/my-comments' },
  {
    id: CoreIds.menu.shoppingBasket,
    group: 'my-mall',
    order: 80,
    labelKey: 'menu.shopping-basket',
    path: '/shopping-basket',
    visible: notHidden('SMART_SHOPPING_BASKET'),
  },
  {
    id: CoreIds.menu.userCenter,
    group: 'account',
    order: 10,
    labelKey: 'menu.user-center',
    path: '/user-center',
    visible: notHidden('SMART_PERSONAL_CENTER'),
    permission: 'mall.my-mall.user-center',
  },
];

/** The entries a buyer sees: visible by predicate, and granted where a permission is named. */
export function visibleMenuEntries(
  entries: readonly MyMallMenuEntry[],
  ctx: MallContext,
): { group: MyMallMenuEntry['group']; entries: MyMallMenuEntry[] }[] {
  const shown = entries.filter((e) => (e.visible ? e.visible(ctx) : true) && (e.permission ? ctx.hasPermission(e.permission) : true));
  return (['my-mall', 'account'] as const)
    .map((group) => ({ group, entries: shown.filter((e) => e.group === group) }))
    .filter((g) => g.entries.length > 0);
}
