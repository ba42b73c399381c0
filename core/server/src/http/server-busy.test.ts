import { createServer } from '../app';
import { migrate } from '../db/migrate';
import { PgliteDb } from '../db/pglite-db';
import { seed, tenantsFromConfig } from '../seed';
import { platformPart } from '../seed/platform-part';
import { tenantsPart } from '../seed/tenants-part';
import { usersPart } from '../seed/users-part';
import { failedShape, signIn } from '../test/sign-in';
import './error-handler';
import { translate } from './messages';

// Issue 21 item 9: under load PGlite's one connection queued every request until clients timed
// out. Past its bound the server now answers 503 at once, with Retry-After and the failed shape.
describe('a full database queue', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    // One tenant and its users are enough: the answer is about the queue, not the catalogue.
    db = await PgliteDb.open(undefined, { maxWaiting: 3, maxWaitMs: Number.POSITIVE_INFINITY });
    await migrate(db);
    await seed(db, { tenants: tenantsFromConfig().slice(0, 1), parts: [platformPart, tenantsPart, usersPart] });
  }, 300_000);
  afterAll(() => db?.close());

  it('answers 503 with Retry-After and the spec error shape past its bound, and serves the calls within it', async () => {
    const app = createServer({ db, tokenSecret: 'server-busy-test' });
    await app.ready();
    try {
      const buyer = await signIn(app, 'golden.buyer');
      const list = () => app.inject({ method: 'GET', url: `/smal/v1/${buyer.user.organizationId}/products?orderType=3`, headers: buyer.auth });
      // A long transaction holds the connection: three calls may wait behind it, the rest are refused at once.
      let release!: () => void;
      const holding = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      let settled = 0;
      const calls = Array.from({ length: 10 }, () => list().then((answer) => (settled++, answer)));
      for (const deadline = Date.now() + 20_000; settled < 7 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(7);
      release();
      await holding;
      const answers = await Promise.all(calls);
      const busy = answers.filter((a) => a.statusCode === 503);
      expect(busy).toHaveLength(7);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      for (const answer of busy) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual(failedShape('error.server.busy'));
        expect(answer.json().message).toBe('商城当前繁忙，请稍后重试'); // the demo buyer's language
      }
      expect(answers.find((a) => a.statusCode === 200)!.json()).toMatchObject({ number: 0, size: 10 });
      // Once the crowd is gone the same call is served again.
      expect((await list()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('has the busy message in both languages', () => {
    expect(translate('error.server.busy', 'en_US')).toBe('The mall is busy right now, please try again in a moment');
    expect(translate('error.server.busy', 'zh_CN')).toBe('商城当前繁忙，请稍后重试');
  });
});
