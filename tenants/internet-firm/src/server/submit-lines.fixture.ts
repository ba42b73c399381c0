import type { ServerCaller, ServerUnderTest } from '@mall/sdk-testing/server';

/** What the pre-order call answers, as the internet firm's tests read it. */
export interface SubmitAnswer {
  failed?: boolean;
  code?: string;
  message?: string;
  orderMessageList?: { errorMessage: string }[];
  result?: string;
  orderIdList?: number[];
  purchaseRequest?: { mallRequestId: number; requestNum: string };
}

/** Submits `cartIds` of the caller's cart as one company order, the invoice filled as the firm's buyers fill it. */
export async function submitLines(server: ServerUnderTest, caller: ServerCaller, cartIds: readonly number[], idempotencyKey?: string) {
  const [invoice] = await server.query<{ id: number }>(`select id::int as id from addresses where user_id = $1 and address_type = 'INVOICE' order by id limit 1`, [caller.user.id]);
  return caller.call<SubmitAnswer>('POST', '/smal/v1/{org}/shopping-carts/pre-order', {
    // The page sends one key per visit, so a double click is one submit whatever lines it names.
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
    body: [
      {
        paymentMethodCode: 'TRANSFER',
        invoiceAddressId: invoice!.id,
        invoiceMethodCode: '2', invoiceTypeCode: '1', invoiceTitleTypeCode: 'COMPANY', invoiceDetailTypeCode: 'DETAIL',
        companyInvoiceVO: { invoiceHeader: 'LILITH 总公司', taxRegistrationNumber: '91310000MA1FL0000X' },
        shoppingCartDTOList: cartIds.map((cartId) => ({ cartId })),
      },
    ],
  });
}
