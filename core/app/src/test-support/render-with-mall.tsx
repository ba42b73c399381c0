import type { PluginDefinition, UserConfig, UserInfo } from '@mall/sdk';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { corePlugin } from '../core-plugin';
import { coreFeatures } from '../features';
import { applyMessages } from '../shell/apply-messages';
import { createMallContext } from '../shell/mall-context';
import { MallRuntimeProvider, type MallRuntime } from '../shell/mall-runtime';
import { ServicesProvider } from '../shell/services-context';
import type { PermissionChecker } from '../platform/permissions';
import { PluginHost } from '../platform/plugin-host';
import type { SessionStore } from '../platform/session';
import { createPlatformTestContainer } from '../platform/session/platform-test-container';
import { TYPES } from '../platform/tokens';
import type { FakeFetch } from '../platform/http/fake-fetch';
import { RequestScopeToken, type RequestScope } from '../platform/http';

export const testUser: UserInfo = { id: 7, realName: 'Li Lei', loginName: 'li.lei', organizationId: 11, tenantId: 3, tenantNum: 'T3', language: 'en_US' };
export const testConfig: UserConfig = { userId: 7, organizationId: 11, companyId: 21, companyName: 'Demo Co.', purchaseType: 'COMPANY', unitId: 31, unitName: 'Purchasing' };

export interface RenderWithMallOptions {
  readonly path?: string;
  readonly user?: Partial<UserInfo>;
  readonly config?: Partial<UserConfig>;
  /** Plugins registered over core, as a tenant's would be. */
  readonly plugins?: readonly PluginDefinition[];
  /** Scripts the fake server before anything renders, for pages that call it as they mount. */
  readonly script?: (fake: FakeFetch) => void;
}

/**
 * Renders a page or component inside a started mall: the real platform services over a fake
 * `fetch` (script answers with `fake`), core and the given plugins registered, a ready session,
 * antd, i18n (en_US) and a memory router at `path`.
 */
export function renderWithMall(ui: ReactElement, options: RenderWithMallOptions = {}) {
  const platform = createPlatformTestContainer({ url: `http://localhost${options.path ?? '/'}` });
  const { container, i18n } = platform;
  options.script?.(platform.fake);
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: '0.1.0' });
  for (const plugin of options.plugins ?? []) host.register({ definition: plugin, version: plugin.version ?? '0.0.0' });
  container.bind(TYPES.PluginHost).toConstantValue(host);
  for (const feature of coreFeatures) if (feature.module) container.load(feature.module);
  const user = { ...testUser, ...options.user };
  const config = { ...testConfig, ...options.config };
  const session = { status: 'ready', user, config, error: undefined, mixedTenant: false, startSession: async () => undefined, logout: async () => undefined, dropInvalidRegions: () => false } as SessionStore;
  container.rebind(TYPES.SessionStore).toConstantValue(session);
  container.get<RequestScope>(RequestScopeToken).organizationId = user.organizationId;
  void i18n.setLocale('en_US');
  applyMessages(i18n, host);
  const permissions = container.get<PermissionChecker>(TYPES.PermissionChecker);
  const runtime: MallRuntime = { host, session, mallContext: () => createMallContext(session, host, permissions) };
  const result = render(
    <ConfigProvider>
      <AntApp>
        <I18nextProvider i18n={i18n.instance}>
          <ServicesProvider container={container}>
            <MallRuntimeProvider runtime={runtime}>
              <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
            </MallRuntimeProvider>
          </ServicesProvider>
        </I18nextProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...platform, ...result, host, runtime, session };
}
