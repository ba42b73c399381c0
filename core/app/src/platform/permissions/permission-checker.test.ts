import { TYPES } from '../tokens';
import { clearBrowserStorage, createPlatformTestContainer } from '../session/platform-test-container';
import { normalisePermissionCode as normalizePermissionCode } from '@mall/domain';
import type { PermissionChecker } from './permission-checker';

const CHECK = '/iam/hzero/v1/menus/check-permissions';

function setup(reply: (codes: string[]) => unknown = (codes) => codes.map((code) => ({ code, approve: true }))) {
  const platform = createPlatformTestContainer();
  platform.tokens.setAccessToken('tok');
  platform.fake.on(`POST ${CHECK}`, (call) => ({ json: reply(call.body as string[]) }));
  return { ...platform, checker: platform.container.get<PermissionChecker>(TYPES.PermissionChecker) };
}

beforeEach(() => {
  clearBrowserStorage();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('normalizePermissionCode', () => {
  it.each([
    ['/mall/cart:import', 'mall.cart-import'],
    ['/mall/tenant/buying-manage/page:button', 'mall.tenant.buying-manage.page-button'],
    ['mall.cart.button.import-new', 'mall.cart.button.import-new'],
    ['/add-purchase', 'add-purchase'],
  ])('%s -> %s', (code, normalized) => {
    expect(normalizePermissionCode(code)).toBe(normalized);
  });
});

describe('PermissionCheckerImpl', () => {
  it('sends every code asked within 500 ms in one POST, normalised and once each', async () => {
    const { checker, fake } = setup();
    void checker.check('/mall/cart:import');
    await vi.advanceTimersByTimeAsync(300);
    void checker.check('mall.cart.button.import-new');
    void checker.check('mall.cart-import');
    await vi.advanceTimersByTimeAsync(199);
    expect(fake.callsTo(CHECK)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.callsTo(CHECK).map((c) => c.body)).toEqual([['mall.cart-import', 'mall.cart.button.import-new']]);
  });

  it('reads approve and controllerType; a code missing from the reply is denied and hidden', async () => {
    const { checker } = setup(() => [
      { code: 'a.granted', approve: true, controllerType: 'disabled' },
      { code: 'a.greyed', approve: false, controllerType: 'disabled' },
      { code: 'a.hidden', approve: false, controllerType: 'hidden' },
    ]);
    const answers = Promise.all(['a/granted', 'a.greyed', 'a.hidden', 'a.unknown'].map((c) => checker.check(c)));
    expect(checker.state('a.granted')).toEqual({ status: 'pending', controllerType: 'hidden' });
    await vi.advanceTimersByTimeAsync(500);
    expect(await answers).toEqual([
      { status: 'granted', controllerType: 'disabled' },
      { status: 'denied', controllerType: 'disabled' },
      { status: 'denied', controllerType: 'hidden' },
      { status: 'denied', controllerType: 'hidden' },
    ]);
    expect(checker.state('/a/granted').status).toBe('granted');
  });

  it('answers from the cache afterwards and asks only for new codes in a later window', async () => {
    const { checker, fake } = setup();
    void checker.check('x.one');
    await vi.advanceTimersByTimeAsync(500);
    await expect(checker.check('x.one')).resolves.toEqual({ status: 'granted', controllerType: 'hidden' });
    void checker.check('x.one');
    void checker.check('x.two');
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.callsTo(CHECK).map((c) => c.body)).toEqual([['x.one'], ['x.two']]);
  });

  it('a failed check denies for now and asks again next time', async () => {
    const { checker, fake } = setup();
    fake.on(`POST ${CHECK}`, { status: 500, json: {} });
    const first = checker.check('x.one');
    await vi.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toEqual({ status: 'denied', controllerType: 'hidden' });
    fake.on(`POST ${CHECK}`, (call) => ({ json: (call.body as string[]).map((code) => ({ code, approve: true })) }));
    const second = checker.check('x.one');
    await vi.advanceTimersByTimeAsync(500);
    await expect(second).resolves.toMatchObject({ status: 'granted' });
    expect(fake.callsTo(CHECK)).toHaveLength(2);
  });
});
