import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
}, 600_000);
afterAll(() => server.close());

const mine = (who: SignedIn) => server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/purchase-units/mine`, headers: who.auth });

describe('purchase units of the buyer', () => {
  it("lists exactly the buyer's enabled user_units, default first, and only theirs", async () => {
    const response = await mine(buyer);
    expect(response.statusCode).toBe(200);
    const units = response.json() as { unitId: number; unitName: string; defaultFlag: number }[];
    const expected = await server.db.query<{ id: number }>(
      `select u.id from user_units uu join purchase_units u on u.id = uu.unit_id where uu.user_id = $1 and u.enabled_flag = 1`,
      [buyer.user.id],
    );
    expect(units.map((u) => u.unitId).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(units.length).toBeGreaterThan(0);
    expect(units[0]!.defaultFlag).toBe(Math.max(...units.map((u) => u.defaultFlag)));
    const theirs = (await mine(other)).json() as { unitId: number }[];
    expect(theirs.some((u) => units.some((m) => m.unitId === u.unitId))).toBe(false);
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/smal/v1/${buyer.user.organizationId}/purchase-units/mine` });
    expect(response.statusCode).toBe(401);
  });
});
