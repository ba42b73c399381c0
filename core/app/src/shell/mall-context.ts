import type { MallContext } from '@mall/sdk';
import type { PermissionChecker } from '../platform/permissions';
import type { PluginHost } from '../platform/plugin-host';
import type { SessionStore } from '../platform/session';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The context rules and predicates see. `hasPermission` answers from the checker's cache and
 * asks for unknown codes (batched), so an observer re-renders when the answer arrives.
 * `sessionValues` are the loaded `session.values` (read from an observable store, so an observer
 * re-renders when they are reloaded).
 */
export function createMallContext(
  session: SessionStore,
  host: PluginHost,
  permissions: PermissionChecker,
  sessionValues?: Readonly<Record<string, unknown>>,
): MallContext {
  const user = session.user;
  const config = session.config;
  if (!user || !config) throw new Error('the mall context needs a started session');
  const settings = host.settings();
  // The `hiddenFields` setting hides fields on top of the user config's hide list (a tenant
  // whose own requirement date replaces core's needed date hides DEMAND_DATE this way).
  const hidden = settings.hiddenFields.filter((name) => !(config.hideFieldList ?? []).includes(name));
  return {
    user,
    config: hidden.length > 0 ? { ...config, hideFieldList: [...(config.hideFieldList ?? []), ...hidden] } : config,
    channel: config.mallType === 'sigl' || window.location.pathname.startsWith('/sigl') ? 'PERSONAL' : 'ENTERPRISE',
    settings,
    today: localToday(),
    hasPermission(code) {
      if (permissions.mixedTenant) return false;
      const state = permissions.state(code);
      if (state.status === 'pending') void permissions.check(code).catch(() => undefined);
      return state.status === 'granted';
    },
    ...(sessionValues ? { sessionValues } : {}),
  };
}
