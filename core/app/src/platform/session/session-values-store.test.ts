import { defineSessionValue, definePlugin, sessionValues, SessionValuesToken, type SessionValueReader } from '@mall/sdk';
import { PluginHost } from '../plugin-host';
import { TYPES } from '../tokens';
import { clearBrowserStorage, createPlatformTestContainer } from './platform-test-container';
import { SessionValuesStoreImpl } from './session-values-store';

const user = { id: 7, realName: 'Li Lei', loginName: 'lilei', organizationId: 42, tenantId: 3, tenantNum: 'T3', language: 'en_US' };
const webConfig = { memberPermission: false, enterprisePermission: true, acceptableErrorFlag: 1, successFlag: 1 };

// Two values of a test plugin: one from a list call (non-empty means HANDLE), one that may fail.
const permission = defineSessionValue<'HANDLE' | 'AUTO'>({
  id: 'test.permission',
  description: 'HANDLE when the permission call lists anything',
  fallback: 'AUTO',
  load: async ({ http, config }) => ((await http.request<unknown[]>('GET', '/marmot/v1/{org}/marmot-api/permission', { query: { unitId: config.unitId } })).length > 0 ? 'HANDLE' : undefined),
});
const code = defineSessionValue<string>({
  id: 'test.code',
  description: 'the organisation code',
  fallback: '',
  load: async ({ http }) => (await http.request<{ code: string }>('GET', '/marmot/v1/{org}/marmot-api/code')).code,
});
const plugin = definePlugin({ id: '@test/values', sdk: '^1.0.0', register: (ctx) => ctx.contribute(sessionValues, permission, code) });

async function started(prepared: { unitId: number }) {
  const platform = createPlatformTestContainer({ url: 'http://mall.test/cart' });
  const host = new PluginHost();
  host.register({ definition: plugin, version: '1.0.0' });
  platform.container.bind(TYPES.PluginHost).toConstantValue(host);
  await platform.i18n.setLocale('en_US');
  platform.tokens.setAccessToken('tok-1');
  platform.fake.on('GET /iam/hzero/v1/users/self', { json: user });
  platform.fake.on('GET /smal/v1/mall-page-configs/new/mall-config', { json: webConfig });
  platform.fake.on('GET /smal/v1/42/prepare', () => ({ json: { userId: 7, organizationId: 42, companyId: 9, purchaseType: 'COMPANY', ...prepared } }));
  await platform.session.startSession();
  return { ...platform, store: platform.container.get(SessionValuesStoreImpl) };
}

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('session values (session.values)', () => {
  it('reads every value as its fallback until loaded, then as the calls answered, loaded side by side', async () => {
    const { store, fake, container } = await started({ unitId: 11 });
    let answered = 0;
    fake.on('GET /marmot/v1/42/marmot-api/permission', async () => {
      await new Promise((r) => setTimeout(r, 20));
      answered++;
      return { json: [{ warehouseId: 1 }] };
    });
    fake.on('GET /marmot/v1/42/marmot-api/code', () => {
      // Asked before the slower permission call answered: the loads run in parallel.
      expect(answered).toBe(0);
      return { json: { code: 'INV-01' } };
    });
    expect([store.get(permission), store.get(code)]).toEqual(['AUTO', '']);
    await store.start();
    expect([store.get(permission), store.get(code)]).toEqual(['HANDLE', 'INV-01']);
    expect(store.values).toEqual({ 'test.permission': 'HANDLE', 'test.code': 'INV-01' });
    // Components read the same store through the SDK's token (useSessionValue).
    expect(container.get<SessionValueReader>(SessionValuesToken.id)).toBe(store);
  });

  it('gives the fallback, without any notification, when a call fails or answers nothing', async () => {
    const { store, fake, notifier } = await started({ unitId: 11 });
    fake.on('GET /marmot/v1/42/marmot-api/permission', { json: [] });
    fake.on('GET /marmot/v1/42/marmot-api/code', { status: 500, json: { failed: true, message: 'SAP is down' } });
    await store.start();
    expect(store.values).toEqual({ 'test.permission': 'AUTO', 'test.code': '' });
    expect(notifier.entries).toEqual([]);
  });

  it('loads again when the buying identity changes', async () => {
    let unitId = 11;
    const { store, fake, session } = await started({ unitId });
    fake.on('GET /smal/v1/42/prepare', () => ({ json: { userId: 7, organizationId: 42, companyId: 9, purchaseType: 'COMPANY', unitId } }));
    fake.on('GET /marmot/v1/42/marmot-api/permission', (call) => ({ json: call.url.searchParams.get('unitId') === '11' ? [{ warehouseId: 1 }] : [] }));
    fake.on('GET /marmot/v1/42/marmot-api/code', { json: { code: 'INV-01' } });
    const stop = await store.start();
    expect(store.get(permission)).toBe('HANDLE');
    unitId = 12;
    await session.startSession();
    await vi.waitFor(() => expect(store.get(permission)).toBe('AUTO'));
    expect(fake.callsTo('/marmot/v1/42/marmot-api/permission').map((c) => c.url.searchParams.get('unitId'))).toEqual(['11', '12']);
    stop();
  });
});

