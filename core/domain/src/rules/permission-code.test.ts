import { normalisePermissionCode } from './permission-code';

it.each([
  ['/mall/cart/button:import', 'mall.cart.button-import'],
  ['mall.cart.button.import', 'mall.cart.button.import'],
  ['/mall/tenant/buying-manage:list:create', 'mall.tenant.buying-manage-list-create'],
  ['//double', '.double'],
  ['', ''],
])('%s -> %s', (code, expected) => expect(normalisePermissionCode(code)).toBe(expected));
