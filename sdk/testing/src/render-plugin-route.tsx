import { clearBrowserStorage, renderWithMall, testUser, type FakeAnswer, type FakeCall, type RenderWithMallOptions } from '@mall/core/testing';
import { routes, type PluginDefinition, type UserConfig, type UserInfo } from '@mall/sdk';
import { mountPlugin } from './mount-plugin';

/** What a route test scripts and sets. */
export interface RenderRouteOptions {
  readonly user?: Partial<UserInfo>;
  readonly config?: Partial<UserConfig>;
  /**
   * Answers of the fake gateway by `METHOD path`, the path as the SDK's HTTP client writes it
   * (`GET /smal/v1/{org}/shopping-carts`); a function answers from the call.
   */
  readonly answers?: Readonly<Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>>;
}

/**
 * Renders the page the plugin's `routes` make effective for `path` inside a started mall: the
 * real core (services, stores, components the SDK hands out such as `CartViewToken`) and the
 * plugin registered over it, a ready session (en_US), and a fake gateway answering `answers`.
 * Fails when no route of the plugin owns the path.
 */
export async function renderPluginRoute(plugin: PluginDefinition, path: string, options: RenderRouteOptions = {}) {
  const { host } = mountPlugin(plugin);
  const route = host.get(routes).find((r) => r.path === path);
  const owner = host.explain(routes.id).find((e) => e.id === path)?.pluginId;
  if (!route || owner !== plugin.id) throw new Error(`${plugin.id} contributes no page for ${path} (effective: ${owner ?? 'none'})`);
  const { default: Page } = await route.load();
  return renderWithMall(<Page />, startedMallOptions(plugin, options, path));
}

/** The started mall a kit render runs in: fresh browser storage, the plugin over core, the scripted gateway. */
export function startedMallOptions(plugin: PluginDefinition, options: RenderRouteOptions, path?: string): RenderWithMallOptions {
  clearBrowserStorage();
  const org = String(options.user?.organizationId ?? testUser.organizationId);
  return {
    path,
    user: options.user,
    config: options.config,
    plugins: [plugin],
    script: (fake) => {
      for (const [route, answer] of Object.entries(options.answers ?? {})) fake.on(route.replace('{org}', org), answer);
    },
  };
}
