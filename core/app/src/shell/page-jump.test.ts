import { createPageJump } from './page-jump';

function setup(setting: 'NEW_TAB' | 'NO_JUMP', current = '/cart') {
  const calls: unknown[][] = [];
  const jump = createPageJump({
    setting,
    currentPath: () => current,
    navigate: (to, options) => calls.push(['navigate', to, options]),
    openTab: (href) => calls.push(['openTab', href]),
  });
  return { jump, calls };
}

it.each([
  ['NEW_TAB', '/product-detail?productId=1&sourceFrom=CATA', [['openTab', '/product-detail?productId=1&sourceFrom=CATA']]],
  ['NEW_TAB', '/cart', [['openTab', '/cart']]],
  ['NO_JUMP', '/product-detail?productId=1', [['navigate', '/product-detail?productId=1', undefined]]],
  ['NO_JUMP', '/cart?tab=2', [['navigate', '/refresh', { state: { to: '/cart?tab=2' } }]]],
] as const)('%s to %s', (setting, to, expected) => {
  const { jump, calls } = setup(setting);
  jump(to);
  expect(calls).toEqual(expected);
});
