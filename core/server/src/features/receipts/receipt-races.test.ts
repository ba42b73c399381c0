import { databaseUrl, pgTestServer } from '../../test/pg-test-server';
import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { makeEditable, received, seededOrder } from './receipt-test-helpers';

// Receipts of one delivery line arriving at once (spec 2: never above the sent quantity). Over
// PGlite always and over the PostgreSQL of DATABASE_URL when set, where requests really overlap.
const PARALLEL = 30;

const backends: [string, () => Promise<TestServer>, boolean][] = [
  ['PGlite', () => testServer({ clone: true }), false],
  ['PostgreSQL (DATABASE_URL)', pgTestServer, !databaseUrl],
];

describe.each(backends)('receipt races over %s', (_name, open, skip) => {
  let server: TestServer;
  let buyer: SignedIn;
  beforeAll(async () => {
    if (skip) return;
    server = await open();
    buyer = await signIn(server.app, 't3.buyer');
    await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
  }, 300_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  const submit = (poHeaderId: number, entries: object[]) =>
    server.app.inject({
      method: 'POST',
      url: `/smodr/v1/${buyer.user.organizationId}/receipt-entrys/receipt-submit`,
      headers: buyer.auth,
      payload: { poHeaderId, receiptTime: '2026-11-24 10:00:00', receiptEntryList: entries },
    });
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort().join(',');
  const times = (status: number, count: number) => Array<number>(count).fill(status).join(',');

  it.skipIf(skip)(`${PARALLEL} parallel receipts of 1 on a line with 10 waiting: 10 received, the rest refused`, async () => {
    const order = await seededOrder(server.db, buyer, 2);
    const line = order.lines[0]!;
    await makeEditable(server.db, line);
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => submit(order.id, [{ consignmentEntryId: line, thisTimeReceiveQuantity: 1 }])));
    expect(statuses(responses)).toBe(`${times(200, 10)},${times(422, PARALLEL - 10)}`);
    for (const refused of responses.filter((r) => r.statusCode === 422)) expect(refused.json()).toMatchObject({ code: 'receipt.quantity.max' });
    expect(await received(server.db, line)).toBe(10);
    const [entries] = await server.db.query<{ n: number; sum: number }>(
      'select count(*)::int as n, sum(quantity)::float8 as sum from receipt_entries where consignment_line_id = $1', [line]);
    expect(entries).toEqual({ n: 10, sum: 10 });
  });

  it.skipIf(skip)(`${PARALLEL} parallel receipts of a whole gift line (fixed quantity): one receives it`, async () => {
    const order = await seededOrder(server.db, buyer, 2);
    const gift = order.lines[2]!;
    await server.db.query(`update consignment_lines set cec_from_code = 'CATA' where id = $1`, [gift]);
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => submit(order.id, [{ consignmentEntryId: gift, thisTimeReceiveQuantity: 2 }])));
    expect(statuses(responses)).toBe(`${times(200, 1)},${times(422, PARALLEL - 1)}`);
    expect(await received(server.db, gift)).toBe(2);
  });
});
