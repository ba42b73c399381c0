// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { DEFAULT_COLLECTION_APPROVAL_LIMIT } from '../collection-limit';
import { WALLET_URL } from './internet-routes';
import { submitLines } from './submit-lines.fixture';

const WALLET = '/marmot/v1/{org}/marmot-api/wallet-transfer';
const CART = '/smal/v1/{org}/shopping-carts';

let server: ServerUnderTest;
let buyer: ServerCaller;
let member: ServerCaller;
let stranger: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  [buyer, member, stranger] = await Promise.all([server.signIn('lilith.buyer'), server.signIn('lilith.member'), server.signIn('golden.buyer')]);
}, 300_000);
afterAll(() => server.close());

interface Line {
  cartId: number;
  receiveFlag: number;
  totalPrice: number;
}

describe("internet-firm server entry: the wallet-transfer call behind 'My wallet'", () => {
  it('answers a buyer with a wallet account its URL, and a member without one nothing', async () => {
    const answer = await buyer.call<{ url: string }>('GET', WALLET);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${WALLET_URL.replace(/\./g, '\\.')}\\?account=WLT-LILITH-${buyer.user.id}&lang=zh_CN$`));
    expect((await member.call('GET', WALLET)).body).toEqual({});
  });

  it("is not served to another tenant's caller", async () => {
    expect((await stranger.call('GET', WALLET)).status).toBe(404);
  });
});

describe('internet-firm server entry: collection-use goods', () => {
  const submit = (cartIds: number[]) => submitLines(server, buyer, cartIds);
  const ordersOfBuyer = async () => (await server.query<{ n: number }>('select count(*)::int as n from orders where owner_id = $1', [buyer.user.id]))[0]!.n;

  it('the cart answers the seeded collection-use line with receiveFlag 1, its amount at the approval condition', async () => {
    const lines = (await buyer.call<Line[]>('GET', CART)).body;
    const collection = lines.filter((l) => l.receiveFlag === 1);
    expect(collection).toHaveLength(1);
    expect(collection[0]!.totalPrice).toBeGreaterThanOrEqual(DEFAULT_COLLECTION_APPROVAL_LIMIT);
    expect(lines.filter((l) => l.receiveFlag === 0).length).toBeGreaterThan(0);
  });

  it('refuses collection-use and purchase goods in one submit, with the browser sentence, and orders nothing', async () => {
    const lines = (await buyer.call<Line[]>('GET', CART)).body;
    const before = await ordersOfBuyer();
    const answer = await submit([lines.find((l) => l.receiveFlag === 1)!.cartId, lines.find((l) => l.receiveFlag === 0)!.cartId]);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ failed: true, code: 'internet-firm.collection-purchase-apart', message: '领用商品和采购商品不能同时选择' });
    expect(answer.body.orderMessageList?.[0]?.errorMessage).toBe('领用商品和采购商品不能同时选择');
    expect(await ordersOfBuyer()).toBe(before);
    expect((await buyer.call<Line[]>('GET', CART)).body).toHaveLength(lines.length);
  });

  // Collection-use goods alone become a purchase request, not an order: collection-request.test.ts.
});
