import type { HttpClient } from '@mall/sdk';
import type { ReceivingAddress } from '@mall/domain';
import type { LookupService } from '../lookups';
import { AddressServiceImpl } from './address-service';

// Spec 1 section 7 "Addresses": each call's method and path as the gateway serves it
// (core/server/src/features/addresses/address-routes.test.ts answers these same paths).
const address = { addressId: 5, contactName: 'Han Mei' } as ReceivingAddress;
const service = () => {
  const request = vi.fn(async (): Promise<unknown> => undefined);
  return { request, service: new AddressServiceImpl({ request } as unknown as HttpClient, {} as LookupService) };
};

it.each<[string, (s: AddressServiceImpl) => Promise<unknown>, string, string, object]>([
  ['list/choose', (s) => s.listReceivers({ companyId: 21, userId: 7 }), 'GET', '/smal/v1/{org}/addresss/list/choose', { query: { addressType: 'RECEIVER', enabledFlag: 1, companyId: 21, userId: 7 } }],
  ['receiver', (s) => s.saveReceiver(address), 'POST', '/smal/v1/{org}/addresss/receiver', { body: { ...address, addressType: 'RECEIVER' } }],
  ['default', (s) => s.setDefault(address), 'POST', '/smal/v1/{org}/addresss/default', { body: { ...address, defaultFlag: 1 } }],
  ['invoice-list/choose', (s) => s.listInvoiceAddresses({ companyId: 21, userId: 7 }), 'GET', '/smal/v1/{org}/invoice-list/choose', { query: { addressType: 'INVOICE', enabledFlag: 1, companyId: 21, userId: 7 } }],
  ['addresss/default-invoice', (s) => s.defaultInvoiceAddress({ companyId: 21, userId: 7 }), 'GET', '/smal/v1/{org}/addresss/default-invoice', { query: { companyId: 21, isFlag: 1 }, present: false }],
  ['delete-personal-address', (s) => s.remove(address), 'POST', '/smal/v1/{org}/delete-personal-address', { body: address }],
  ['batch-delete-personal-address', (s) => s.removeMany([address, { ...address, addressId: 6 }]), 'POST', '/smal/v1/{org}/batch-delete-personal-address', { body: [address, { ...address, addressId: 6 }] }],
])('%s goes to the path the server serves', async (_call, run, method, path, options) => {
  const { request, service: s } = service();
  await run(s);
  expect(request).toHaveBeenCalledWith(method, path, options);
});
