import type { HttpClient } from '@mall/sdk';
import { OrderServiceImpl } from './order-service';

it('pre-order sends the body with the Idempotency-Key header and presents its own errors', async () => {
  const request = vi.fn(async () => ({ failed: false, result: 'LOT1' }));
  const service = new OrderServiceImpl({ request } as unknown as HttpClient);
  await service.preOrder([{ key: 'k' }], 'visit-key');
  expect(request).toHaveBeenCalledWith('POST', '/smal/v1/{org}/shopping-carts/pre-order', {
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
