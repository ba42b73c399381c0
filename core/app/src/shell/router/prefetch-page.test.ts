import type { RouteContribution } from '@mall/sdk';
import { prefetchPage } from './prefetch-page';

const route = (path: string) => ({ id: path, path, layout: 'main', load: vi.fn(() => Promise.resolve({ default: () => null })) }) as unknown as RouteContribution & { load: ReturnType<typeof vi.fn> };

it("fetches only the chunk of the page being opened, before the session has started", () => {
  const cart = route('/cart');
  const list = route('/product-list');
  expect(prefetchPage([list, cart], '/cart')).toBe(true);
  expect(cart.load).toHaveBeenCalledTimes(1);
  expect(list.load).not.toHaveBeenCalled();
});

it('matches paths with parameters and fetches nothing for an unknown page', () => {
  const detail = route('/order/:id');
  expect(prefetchPage([detail], '/order/42')).toBe(true);
  expect(detail.load).toHaveBeenCalledTimes(1);
  expect(prefetchPage([detail], '/nowhere')).toBe(false);
});

it('leaves a failed fetch to the router', async () => {
  const broken = { id: '/x', path: '/x', layout: 'main', load: () => Promise.reject(new Error('offline')) } as unknown as RouteContribution;
  expect(prefetchPage([broken], '/x')).toBe(true);
  await Promise.resolve();
});
