import type { MallContext, UserConfig } from '@mall/sdk';
import { myMallMenuEntries, visibleMenuEntries } from './my-mall-menu';

function ctx(config: Partial<UserConfig>, granted: string[] = ['mall.my-mall.my-request', 'mall.my-mall.my-invoice', 'mall.my-mall.user-center']): MallContext {
  return {
    user: {} as MallContext['user'],
    config: { userId: 1, organizationId: 1, companyId: 1, purchaseType: 'COMPANY', ...config },
    channel: 'ENTERPRISE',
    settings: {} as MallContext['settings'],
    today: '2026-11-21',
    hasPermission: (code) => granted.includes(code),
  };
}

const paths = (c: MallContext) => visibleMenuEntries(myMallMenuEntries, c).map((g) => [g.group, g.entries.map((e) => e.path)]);

describe('My Mall menu visibility (spec 3 section 2)', () => {
  it.each([
    {
      name: 'everything granted, nothing hidden',
      c: ctx({}),
      expected: [
        ['my-mall', ['/my-order', '/my-request', '/sale-record', '/my-invoice', '/my-favorite', '/view-history', '/my-comments', '/shopping-basket']],
        ['account', ['/user-center']],
      ],
    },
    {
      name: '/my-request hidden for a mixed tenant',
      c: ctx({ webConfig: { mixDeploymentFlag: 1 } }),
      expected: [
        ['my-mall', ['/my-order', '/sale-record', '/my-invoice', '/my-favorite', '/view-history', '/my-comments', '/shopping-basket']],
        ['account', ['/user-center']],
      ],
    },
    {
      name: 'AFTERSALE_INFORMATION, SMART_SHOPPING_BASKET and SMART_PERSONAL_CENTER hidden by configuration',
      c: ctx({ hideInnerMenuList: ['AFTERSALE_INFORMATION', 'SMART_SHOPPING_BASKET', 'SMART_PERSONAL_CENTER'] }),
      expected: [['my-mall', ['/my-order', '/my-request', '/my-invoice', '/my-favorite', '/view-history', '/my-comments']]],
    },
    {
      name: 'permissions denied hide /my-request, /my-invoice and /user-center',
      c: ctx({}, []),
      expected: [['my-mall', ['/my-order', '/sale-record', '/my-favorite', '/view-history', '/my-comments', '/shopping-basket']]],
    },
  ])('$name', ({ c, expected }) => {
    expect(paths(c)).toEqual(expected);
  });
});
