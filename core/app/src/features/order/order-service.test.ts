import type { HttpClient } from '@mall/sdk';
import { OrderServiceImpl } from './order-service';

it('pre-order sends the body with the Idempotency-Key header and presents its own errors', async () => {
  const request = vi.fn(async () => ({ failed: false, result: 'LOT1' }));
  const service = new OrderServiceImpl({ request } as unknown as HttpClient);
  await service.preOrder([{ key: 'k' }], 'visit-key');
  expect(request).toHaveBeenCalledWith('POST', '/smal/v1/{org}/shopping-carts/pre-order', {
    query: {},
    body: [{ key: 'k' }],
    present: false,
    headers: { 'Idempotency-Key': 'visit-key' },
  });
});

it('pre-req sends the selected cart ids with the unit id', async () => {
  const request = vi.fn(async () => ({ orderList: [], failedCount: 0 }));
  const service = new OrderServiceImpl({ request } as unknown as HttpClient);
  await service.preReq([1, 2], 31);
  expect(request).toHaveBeenCalledWith('POST', '/smal/v1/{org}/shopping-carts/pre-req', { query: { unitId: 31 }, body: [1, 2] });
});

it.each([
  ['flag 1', { enableOrderCenterFlag: 1 }, true],
  ['flag 0', { enableOrderCenterFlag: 0 }, false],
  ['an empty answer', undefined, false],
])('tools/enable-order-center-flag with %s: order management is %s', async (_case, answer, expected) => {
  const request = vi.fn(async () => answer);
  const service = new OrderServiceImpl({ request } as unknown as HttpClient);
  expect(await service.orderCenterEnabled()).toBe(expected);
  expect(request).toHaveBeenCalledWith('GET', '/smodr/v1/{org}/tools/enable-order-center-flag', { present: false });
});

it('a failed order-centre flag call counts as not order management', async () => {
  const service = new OrderServiceImpl({ request: vi.fn(async () => Promise.reject(new Error('down'))) } as unknown as HttpClient);
  expect(await service.orderCenterEnabled()).toBe(false);
});

// Spec 1 section 7: 'POST shopping-carts/pre-order | query customizeUnitCode; JSON body list of order headers'.
it('pre-order sends customizeUnitCode, and memberFlag 1 from the personal mall, in the query', async () => {
  const request = vi.fn(async () => ({ failed: false }));
  const service = new OrderServiceImpl({ request } as unknown as HttpClient);
  await service.preOrder([{ key: 'k' }], 'visit-key', { customizeUnitCode: 'U-31', memberFlag: 1 });
  expect(request).toHaveBeenCalledWith('POST', '/smal/v1/{org}/shopping-carts/pre-order', expect.objectContaining({ query: { customizeUnitCode: 'U-31', memberFlag: 1 } }));
});
