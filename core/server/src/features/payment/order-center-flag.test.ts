import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

// Spec 1 section 7 "Tools: GET smodr tools/enable-order-center-flag", read by the submit to know
// whether a request is an order-management one (section 4 step 4).
let server: TestServer;
let golden: SignedIn;
let kingfa: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  [golden, kingfa] = await Promise.all([signIn(server.app, 'golden.buyer'), signIn(server.app, 'kingfa.buyer')]);
}, 300_000);
afterAll(() => server.close());

const flagOf = async (who: SignedIn) =>
  (await server.app.inject({ method: 'GET', url: `/smodr/v1/${who.user.organizationId}/tools/enable-order-center-flag`, headers: who.auth })).json();

it("answers the caller's organisation's order-centre flag, and only its own", async () => {
  expect(await flagOf(golden)).toEqual({ enableOrderCenterFlag: 1 });
  await server.db.query(
    `update web_configs set common_config = jsonb_set(common_config, '{enableOrderCenterFlag}', '0') where organization_id = $1 and tenant_id = $2`,
    [golden.user.organizationId, golden.user.tenantId],
  );
  expect(await flagOf(golden)).toEqual({ enableOrderCenterFlag: 0 });
  expect(await flagOf(kingfa)).toEqual({ enableOrderCenterFlag: 1 });
});
