import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  colleague = await signIn(server.app, 'golden.member');
}, 300_000);
afterAll(() => server.close());

const base = (who: SignedIn) => `/smodr/v1/${who.user.organizationId}`;
const get = (who: SignedIn, path: string) => server.app.inject({ method: 'GET', url: `${base(who)}${path}`, headers: who.auth });
const post = (who: SignedIn, path: string, payload?: object) => server.app.inject({ method: 'POST', url: `${base(who)}${path}`, payload, headers: who.auth });

/** The seeded order n of `who` (see my-orders-seed.ts: 6 received, 4 paid) and its lines. */
async function seeded(who: SignedIn, n: number) {
  const [order] = await server.db.query<{ id: number }>('select id::int as id from orders where order_num = $1', [`PO-MY-${who.user.id}-${n}`]);
  const lines = await server.db.query<{ id: number; quantity: number }>('select id::int as id, quantity::float8 as quantity from order_lines where order_id = $1 order by line_num', [order!.id]);
  return { id: order!.id, lines };
}

describe('after-sales', () => {
  it("lists the received order's seeded request and shows it with its track, newest first", async () => {
    const { id } = await seeded(buyer, 6);
    const list = (await get(buyer, `/aftersales?poHeaderId=${id}`)).json();
    expect(list).toEqual([expect.objectContaining({ requestType: 'RETURN', reasonCode: 'DAMAGED', status: 'PROCESSING' })]);
    const detail = (await get(buyer, `/aftersales/${list[0].requestId}`)).json();
    expect(detail.lines).toEqual([expect.objectContaining({ lineNum: 1, quantity: 1 })]);
    expect(detail.track.map((e: { status: string }) => e.status)).toEqual(['PROCESSING', 'SUBMITTED']);
    expect((await get(buyer, `/aftersales/track?requestId=${list[0].requestId}`)).json()).toMatchObject({ status: 'PROCESSING', track: detail.track });
  });

  it('takes a request within what each line still holds, refuses more, and lets it be withdrawn once', async () => {
    const { id, lines } = await seeded(buyer, 5);
    const first = lines[0]!;
    const tooMuch = await post(buyer, '/aftersales', { poHeaderId: id, requestType: 'EXCHANGE', reasonCode: 'QUALITY', lines: [{ poLineId: first.id, quantity: first.quantity + 1 }] });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual(failedShape('smodr.after-sale.quantity.exceeded'));
    const created = await post(buyer, '/aftersales', { poHeaderId: id, requestType: 'EXCHANGE', reasonCode: 'QUALITY', description: 'Toner leaks', lines: [{ poLineId: first.id, quantity: first.quantity }] });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'SUBMITTED', requestType: 'EXCHANGE', description: 'Toner leaks', lines: [{ poLineId: first.id, quantity: first.quantity }] });
    // The whole line is asked for now: nothing more of it can be.
    expect((await post(buyer, '/aftersales', { poHeaderId: id, requestType: 'RETURN', reasonCode: 'OTHER', lines: [{ poLineId: first.id, quantity: 1 }] })).statusCode).toBe(422);
    const withdrawn = await post(buyer, `/aftersales/${created.json().requestId}/cancel`);
    expect(withdrawn.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await post(buyer, `/aftersales/${created.json().requestId}/cancel`)).json()).toEqual(failedShape('smodr.after-sale.cannot.cancel'));
  });

  it('lets only one of 10 parallel requests for a whole line through', async () => {
    const { id, lines } = await seeded(buyer, 6);
    const line = lines[2]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(buyer, '/aftersales', { poHeaderId: id, requestType: 'RETURN', reasonCode: 'WRONG_ITEM', lines: [{ poLineId: line.id, quantity: line.quantity }] })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(9);
  });

  it('refuses orders not delivered, foreign orders and bad bodies, changing nothing', async () => {
    const before = await fingerprint(server.db);
    const paid = await seeded(buyer, 4);
    const body = { poHeaderId: paid.id, requestType: 'RETURN', reasonCode: 'OTHER', lines: [{ poLineId: paid.lines[0]!.id, quantity: 1 }] };
    expect((await post(buyer, '/aftersales', body)).json()).toEqual(failedShape('smodr.after-sale.not.allowed'));
    const received = await seeded(buyer, 6);
    expect((await post(colleague, '/aftersales', { ...body, poHeaderId: received.id, lines: [{ poLineId: received.lines[1]!.id, quantity: 1 }] })).statusCode).toBe(404);
    expect((await post(buyer, '/aftersales', { ...body, poHeaderId: received.id, lines: [{ poLineId: paid.lines[0]!.id, quantity: 1 }] })).statusCode).toBe(404);
    expect((await post(buyer, '/aftersales', { ...body, poHeaderId: received.id, requestType: 'STEAL' })).statusCode).toBe(400);
    expect((await post(buyer, '/aftersales', { ...body, poHeaderId: received.id, lines: [] })).statusCode).toBe(400);
    expect((await post(buyer, '/aftersales', { ...body, poHeaderId: received.id, description: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await get(colleague, `/aftersales?poHeaderId=${received.id}`)).statusCode).toBe(404);
    expect(await fingerprint(server.db)).toBe(before);
  });
});

describe('order review', () => {
  it('takes one review of a received order and refuses a second and one of an order not received', async () => {
    const { id } = await seeded(buyer, 6);
    expect((await get(buyer, `/order-comments/${id}`)).json()).toEqual({ poHeaderId: id, canReview: true });
    const created = await post(buyer, '/order-comments', { poHeaderId: id, rating: 4, content: ' Fast delivery ' });
    expect(created.json()).toMatchObject({ canReview: false, comment: { rating: 4, content: 'Fast delivery' } });
    expect((await post(buyer, '/order-comments', { poHeaderId: id, rating: 1, content: 'again' })).json()).toEqual(failedShape('smodr.comment.exists'));
    expect((await post(buyer, '/order-comments', { poHeaderId: (await seeded(buyer, 4)).id, rating: 5, content: 'ok' })).json()).toEqual(failedShape('smodr.comment.not.allowed'));
    for (const bad of [{ rating: 6, content: 'x' }, { rating: 3, content: '   ' }, { rating: 3, content: 'x'.repeat(501) }]) {
      expect((await post(buyer, '/order-comments', { poHeaderId: id, ...bad })).statusCode).toBe(400);
    }
    expect((await get(colleague, `/order-comments/${id}`)).statusCode).toBe(404);
  });
});
