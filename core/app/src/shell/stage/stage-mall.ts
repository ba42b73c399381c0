import type { Locale, UserConfig, UserInfo } from '@mall/sdk';
import type { Container } from 'inversify';
import { defaultAppConfig } from '../../platform/app-config';
import { MemoryNavigator } from '../../platform/feedback';
import { RequestScopeToken, type RequestScope } from '../../platform/http';
import { I18nImpl } from '../../platform/i18n';
import type { PermissionChecker } from '../../platform/permissions';
import type { PluginHost } from '../../platform/plugin-host';
import { SessionValuesStoreImpl, type SessionStore } from '../../platform/session';
import { TYPES } from '../../platform/tokens';
import { applyRebinds } from '../apply-rebinds';
import { createMallContainer } from '../create-container';
import { createMallContext } from '../mall-context';
import type { MallRuntime } from '../mall-runtime';
import { applyMessagesAtOnce, localePacksAtOnce } from './messages-at-once';

/** The buyer a stage signs in: an enterprise buyer of a demo company, in English. */
export const stageUser: UserInfo = { id: 7, realName: 'Li Lei', loginName: 'li.lei', organizationId: 11, tenantId: 3, tenantNum: 'T3', language: 'en_US' };
export const stageConfig: UserConfig = { userId: 7, organizationId: 11, companyId: 21, companyName: 'Demo Co.', purchaseType: 'COMPANY', unitId: 31, unitName: 'Purchasing' };

/**
 * Calls from a stage go under this prefix, which no gateway serves: a component shows how it
 * renders a failed call instead of reaching a real mall from a catalogue page.
 */
export const STAGE_API_BASE = '/no-gateway-on-stage';

export interface StageMallOptions {
  readonly host: PluginHost;
  readonly locale?: Locale;
  readonly user?: Partial<UserInfo>;
  readonly config?: Partial<UserConfig>;
}

export interface StageMall {
  readonly container: Container;
  readonly i18n: I18nImpl;
  readonly runtime: MallRuntime;
  readonly session: SessionStore;
}

/** A ready session without a sign-in: what core components read once the mall has started. */
export function readySession(user: UserInfo, config: UserConfig): SessionStore {
  return { status: 'ready', user, config, error: undefined, mixedTenant: false, startSession: async () => undefined, logout: async () => undefined, dropInvalidRegions: () => false } as SessionStore;
}

/**
 * Starts the mall in `container` (platform services, core's features and `host` bound): a ready
 * session, the locale and every plugin's messages. What a test or a story renders inside.
 */
export function startStageMall(container: Container, options: StageMallOptions): StageMall {
  const { host } = options;
  const session = readySession({ ...stageUser, ...options.user }, { ...stageConfig, ...options.config });
  container.rebind(TYPES.SessionStore).toConstantValue(session);
  container.get<RequestScope>(RequestScopeToken).organizationId = session.user!.organizationId;
  const i18n = container.get(I18nImpl);
  localePacksAtOnce(i18n);
  void i18n.setLocale(options.locale ?? 'en_US');
  void applyMessagesAtOnce(i18n, host);
  const permissions = container.get<PermissionChecker>(TYPES.PermissionChecker);
  // The plugins' session values load from the stage's gateway (a test's fake answers), as the mall's start loads them.
  const values = container.get(SessionValuesStoreImpl);
  void values.refresh();
  const runtime: MallRuntime = { host, session, mallContext: () => createMallContext(session, host, permissions, values.values) };
  return { container, i18n, runtime, session };
}

/**
 * A started mall for Storybook: the app's own container, calls under {@link STAGE_API_BASE},
 * and a memory navigator so a sign-in redirect never takes the story's frame away.
 */
export function createStageMall(options: StageMallOptions): StageMall {
  const container = createMallContainer({ ...defaultAppConfig, apiBase: STAGE_API_BASE }, options.host);
  // As the mall does: a plugin's rebound services (a story's scripted gateway, a tenant's own endpoint) replace core's.
  applyRebinds(container, options.host.rebinds());
  container.bind(MemoryNavigator).toSelf().inSingletonScope();
  container.rebind(TYPES.Navigator).toService(MemoryNavigator);
  return startStageMall(container, options);
}
