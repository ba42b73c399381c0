// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../http/messages';
import { failedShape, signIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_PUNCH_OUT_SECRET } from './punch-out-seed';

let server: TestServer;
let org: number;
let products: { id: number; price: number }[];
let addressId: number;
let budgets: { small: number; large: number };

beforeAll(async () => {
  server = await testServer();
  const [user] = await server.db.query<{ organizationId: number; id: number }>(`select id::int, organization_id::int as "organizationId" from users where login_name = 'lilith.buyer'`);
  org = user!.organizationId;
  products = await server.db.query(
    `select p.id::int as id, price::float8 as price from products p join tenants t on t.id = p.tenant_id
      where t.tenant_num = 'LILITH' and shelf_flag = 1 and currency_code = 'CNY' and price between 300 and 900
        and min_purchase_quantity = 1 and min_package_quantity = 1 and max_purchase_quantity is null and purchase_quantity_limit is null
      order by p.id limit 2`,
  );
  const buyer = await signIn(server.app, 'lilith.buyer');
  const [address] = (await server.app.inject({ method: 'GET', url: `/smal/v1/${org}/addresss/list/choose?addressType=RECEIVER`, headers: buyer.auth })).json() as { addressId: number }[];
  addressId = address!.addressId;
  const [row] = await server.db.query<{ small: number; large: number }>(
    `select max(b.id) filter (where b.budget_code = 'BUD-PETTY')::int as small, max(b.id) filter (where b.budget_code = 'BUD-IT')::int as large
       from budgets b join users u on u.company_id = b.company_id where u.login_name = 'lilith.buyer'`,
  );
  budgets = row!;
}, 300_000);
afterAll(() => server.close());

const HOOK = 'http://127.0.0.1:9/requisition/hook';
const ociSession = async () => {
  const query = new URLSearchParams({ HOOK_URL: HOOK, USERNAME: 'lilith.buyer', PASSWORD: DEMO_PUNCH_OUT_SECRET, OCI_VERSION: '4.0' });
  const checkIn = await server.app.inject({ method: 'GET', url: `/punchout/oci?${query}` });
  return new URLSearchParams(new URL(checkIn.headers.location as string).hash.slice(1)).get('access_token')!;
};
const call = (token: string, path: string, payload?: object, orgId = org) =>
  server.app.inject({ method: 'POST', url: `/smal/v1/${orgId}${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const submitted = async () =>
  JSON.stringify(
    await server.db.query(
      `select s.id, s.submitted_at, s.address_id, s.needed_date, s.remark, s.budget_id, (select json_agg(l.budget_warning_flag order by l.id) from punchout_lines l where l.session_id = s.id) as flags
         from punchout_sessions s order by s.id`,
    ),
  );
const today = () => new Date().toISOString().slice(0, 10);

interface SubmitAnswer {
  orderLineList: { productId: number; quantity: number; address: { addressId: number; receiveChannel: number }; headerValueList: null; lineValueList: null; cuxBudgetWarningFlag: 0 | 1 }[];
  headerValueList: null;
  lineValueList: null;
  budgetWarningCount: number;
}

describe('open-cart submit (spec 3: receiveChannel 1, value lists nulled, cuxBudgetWarningFlag per line)', () => {
  it('answers the session’s lines with the address on channel 1, the value lists null and no warning without a budget; keeps the form', async () => {
    const token = await ociSession();
    await call(token, '/open-cart/list-update', { lines: [{ productId: products[0]!.id, quantity: 2 }, { productId: products[1]!.id, quantity: 1 }] });
    // Lines the browser sends are not read: the session's own lines and prices are answered.
    const answer = await call(token, '/open-cart/submit', { addressId, neededDate: today(), remark: ' for the lab ', orderLineList: [{ productId: 1, quantity: 99 }] });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as SubmitAnswer;
    expect(body).toMatchObject({ headerValueList: null, lineValueList: null, budgetWarningCount: 0 });
    expect(body.orderLineList.map((l) => [l.productId, l.quantity, l.address.addressId, l.address.receiveChannel, l.headerValueList, l.lineValueList, l.cuxBudgetWarningFlag])).toEqual([
      [products[0]!.id, 2, addressId, 1, null, null, 0],
      [products[1]!.id, 1, addressId, 1, null, null, 0],
    ]);
    const [kept] = await server.db.query<{ address: number; remark: string; day: string; flags: number[] }>(
      `select s.address_id::int as address, s.remark, to_char(s.needed_date, 'YYYY-MM-DD') as day,
              (select json_agg(l.budget_warning_flag order by l.id) from punchout_lines l where l.session_id = s.id) as flags
         from punchout_sessions s where s.token_jti is not null and s.submitted_at is not null order by s.id desc limit 1`,
    );
    expect(kept).toEqual({ address: addressId, remark: 'for the lab', day: today(), flags: [0, 0] });
  });

  it('flags cuxBudgetWarningFlag from the first line the chosen budget cannot take; a large budget flags none', async () => {
    const token = await ociSession();
    // BUD-PETTY holds 1,000: the first line (2 x 300-900) fits or not, the second never does.
    await call(token, '/open-cart/list-update', { lines: [{ productId: products[0]!.id, quantity: 1 }, { productId: products[1]!.id, quantity: 1 }] });
    const small = (await call(token, '/open-cart/submit', { addressId, budgetId: budgets.small })).json() as SubmitAnswer;
    const [occupied] = await server.db.query<{ occupied: number }>('select occupied::float8 as occupied from budgets where id = $1', [budgets.small]);
    const expected = (() => {
      let running = occupied!.occupied;
      return products.map((p) => ((running += p.price) > 1000 ? 1 : 0));
    })();
    expect(small.orderLineList.map((l) => l.cuxBudgetWarningFlag)).toEqual(expected);
    expect(expected.at(-1)).toBe(1);
    expect(small.budgetWarningCount).toBe(expected.filter((f) => f === 1).length);
    const large = (await call(token, '/open-cart/submit', { addressId, budgetId: budgets.large })).json() as SubmitAnswer;
    expect(large.orderLineList.map((l) => l.cuxBudgetWarningFlag)).toEqual([0, 0]);
  });

  it('refuses a bad form (400), an unusable address or a past date (422), a plain sign-in (404) and another tenant (403), changing nothing', async () => {
    const token = await ociSession();
    await call(token, '/open-cart/list-update', { lines: [{ productId: products[0]!.id, quantity: 1 }] });
    const before = await submitted();
    for (const body of [{}, { addressId: 'x' }, { addressId, neededDate: '24/11/2026' }, { addressId, remark: 'x'.repeat(241) }, { addressId, budgetId: 0 }]) {
      expect((await call(token, '/open-cart/submit', body)).statusCode).toBe(400);
    }
    const [foreignAddress] = await server.db.query<{ id: number }>(
      `select a.id::int as id from addresses a join tenants t on t.id = a.tenant_id where t.tenant_num = 'GOLDEN' and a.address_type = 'RECEIVER' limit 1`,
    );
    const unusable = await call(token, '/open-cart/submit', { addressId: foreignAddress!.id });
    expect(unusable.statusCode).toBe(422);
    expect(unusable.json()).toMatchObject(failedShape('punchout.submit.address.unusable'));
    // The buyer's language is the sign-in's (zh_CN for the demo buyer), not the request header's.
    expect(unusable.json().message).toBe('请选择一个可用的收货地址');
    const past = await call(token, '/open-cart/submit', { addressId, neededDate: '2020-01-01' });
    expect([past.statusCode, past.json().message]).toEqual([422, translate('punchout.submit.needed-date.past', 'zh_CN')]);
    const unreal = await call(token, '/open-cart/submit', { addressId, neededDate: '2099-02-30' });
    expect([unreal.statusCode, unreal.json().message]).toEqual([422, translate('punchout.submit.needed-date.invalid', 'zh_CN')]);
    const normal = await signIn(server.app, 'lilith.buyer');
    expect((await call(normal.token, '/open-cart/submit', { addressId })).statusCode).toBe(404);
    const stranger = await signIn(server.app, 'golden.buyer');
    expect((await call(stranger.token, '/open-cart/submit', { addressId })).statusCode).toBe(403);
    expect(await submitted()).toBe(before);
  });
});
