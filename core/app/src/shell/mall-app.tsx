import { routes } from '@mall/sdk';
import { ConfigProvider, Flex, Spin } from 'antd';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { corePlugin } from '../core-plugin';
import { FeedbackApp, FeedbackSinkToken, TOAST_CONFIG, type BrowserNavigatorImpl, type FeedbackSink } from '../platform/feedback';
import type { I18nImpl } from '../platform/i18n';
import type { PermissionChecker } from '../platform/permissions';
import { loadTenantPlugin, type PluginHost, type TenantRegistry } from '../platform/plugin-host';
import { SessionGate, SessionValuesStoreImpl, type SessionStore } from '../platform/session';
import { TYPES } from '../platform/tokens';
import { applyMessages } from './apply-messages';
import { applyRebinds } from './apply-rebinds';
import { MainLayout, SiglLayout } from './layouts/main-layout';
import { PubLayout } from './layouts/pub-layout';
import { createMallContext } from './mall-context';
import { MallRuntimeProvider, type MallRuntime } from './mall-runtime';
import NotFoundPage from './pages/not-found-page';
import { createRouteGuard } from './route-guard';
import { buildRoutes } from './router/build-routes';
import { ServicesProvider } from './services-context';
import { prefetchPage } from './router/prefetch-page';
import { prefetchPageData } from './router/page-data-prefetch';
import { themeFor } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Whether the document opened on a public page (/pub), which needs no session. Read once, at
 * boot, and passed on: a refused session start moves the URL to /pub/forbidden without a
 * router, and the mall must go on showing its gate (with the refusal), not a router never built.
 */
export const opensPublicPage = (): boolean => window.location.pathname.startsWith('/pub');

/**
 * Starts the mall: core registers first; outside /pub the session starts (spec 1 section 4),
 * then only the signed-in tenant's plugin is loaded and registered; then the router is built
 * from the effective routes. Public pages need no session.
 */
async function start(container: Container, registry: TenantRegistry, publicPage: boolean): Promise<Router | undefined> {
  const host = container.get<PluginHost>(TYPES.PluginHost);
  const session = container.get<SessionStore>(TYPES.SessionStore);
  const i18n = container.get<I18nImpl>(TYPES.I18n);
  // Core's texts of the current language download beside the session calls (the tenant's are
  // merged over them below); a failed download shows message keys rather than no mall at all.
  void applyMessages(i18n, host).catch(() => undefined);
  if (!publicPage) {
    // The page's chunk downloads while the session calls are answered, not after them.
    prefetchPage(host.get(routes), window.location.pathname);
    await session.startSession();
    if (session.status !== 'ready' || !session.user) return undefined;
    await i18n.adoptUserLanguage(session.user.language);
    await loadTenantPlugin(host, registry, session.user.tenantNum);
  }
  applyRebinds(container, host.rebinds());
  // After the rebinds: a prefetch builds the page's store, which must get the tenant's services.
  if (session.status === 'ready') prefetchPageData(container, host.get(routes), window.location.pathname);
  await applyMessages(i18n, host).catch(() => undefined);
  // The plugins' session values (session.values), after the rebinds so a rebound HTTP client is
  // the one used; every page then reads them loaded. Outside /pub only: no session there.
  if (session.status === 'ready') await container.get(SessionValuesStoreImpl).start();
  const permissions = container.get<PermissionChecker>(TYPES.PermissionChecker);
  const router = createBrowserRouter(buildRoutes(host.get(routes), { pub: PubLayout, main: MainLayout, sigl: SiglLayout }, createRouteGuard(permissions), NotFoundPage));
  container.get<BrowserNavigatorImpl>(TYPES.Navigator).attachRouter((path, options) => void router.navigate(path, options));
  return router;
}

/**
 * Registers core and starts the mall once, before React renders: the first render runs in a
 * transition, which React may throw away and run again, so no render may start it.
 */
export function startMall(container: Container, registry: TenantRegistry, publicPage: boolean): Promise<Router | undefined> {
  const host = container.get<PluginHost>(TYPES.PluginHost);
  if (!host.plugins().some((p) => p.id === corePlugin.id)) host.register({ definition: corePlugin, version: corePlugin.version ?? '0.0.0' });
  return start(container, registry, publicPage);
}

export const MallApp = observer(function MallApp({ container, started, publicPage }: { container: Container; started: Promise<Router | undefined>; publicPage: boolean }) {
  const host = container.get<PluginHost>(TYPES.PluginHost);
  const session = container.get<SessionStore>(TYPES.SessionStore);
  const i18n = container.get<I18nImpl>(TYPES.I18n);
  const [router, setRouter] = useState<Router>();
  useEffect(() => {
    let live = true;
    void started.then((r) => live && setRouter(r));
    return () => {
      live = false;
    };
  }, [started]);
  const runtime = useMemo<MallRuntime>(
    () => ({ host, session, mallContext: () => createMallContext(session, host, container.get<PermissionChecker>(TYPES.PermissionChecker), container.get(SessionValuesStoreImpl).values) }),
    [host, session, container],
  );
  const content = router ? (
    <RouterProvider router={router} />
  ) : (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
  return (
    <ConfigProvider theme={themeFor(session.config?.webConfig?.topicColor)} locale={i18n.antdLocale}>
      {/* antd's App, with its message, notification and modal hooks fetched after the first paint. */}
      <FeedbackApp messageConfig={TOAST_CONFIG} sink={container.get<FeedbackSink>(FeedbackSinkToken)}>
        <I18nextProvider i18n={i18n.instance}>
          <ServicesProvider container={container}>
            <MallRuntimeProvider runtime={runtime}>{publicPage ? content : <SessionGate session={session}>{content}</SessionGate>}</MallRuntimeProvider>
          </ServicesProvider>
        </I18nextProvider>
      </FeedbackApp>
    </ConfigProvider>
  );
});
