import type { PluginDefinition, UserConfig, UserInfo } from '@mall/sdk';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { corePlugin } from '../core-plugin';
import { coreFeatures } from '../features';
import { PluginHost } from '../platform/plugin-host';
import type { FakeFetch } from '../platform/http/fake-fetch';
import { createPlatformTestContainer } from '../platform/session/platform-test-container';
import { TYPES } from '../platform/tokens';
import { MallProviders, stageConfig, stageUser, startStageMall } from '../shell/stage';

export const testUser: UserInfo = stageUser;
export const testConfig: UserConfig = stageConfig;

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
  options.script?.(platform.fake);
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: '0.1.0' });
  for (const plugin of options.plugins ?? []) host.register({ definition: plugin, version: plugin.version ?? '0.0.0' });
  platform.container.bind(TYPES.PluginHost).toConstantValue(host);
  for (const feature of coreFeatures) if (feature.module) platform.container.load(feature.module);
  const { runtime, session } = startStageMall(platform.container, {
    host,
    ...(options.user ? { user: options.user } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
  const result = render(
    <MallProviders container={platform.container} i18n={platform.i18n} runtime={runtime} path={options.path ?? '/'}>
      {ui}
    </MallProviders>,
  );
  // `container` is the DOM node testing-library rendered into; `services` is the mall's container.
  return { ...platform, ...result, services: platform.container, host, runtime, session };
}
