import type { UserConfig, UserInfo, WebConfig } from '@mall/domain';
import { HttpClientToken } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AppConfig } from '../app-config';
import type { Navigator } from '../feedback';
import type { CoreHttpClient } from '../http/core-request-options';
import { closeEarly } from '../http/early-calls';
import { isHttpError } from '../http/http-error';
import { RequestScope, RequestScopeToken } from '../http/request-scope';
import type { I18n } from '../i18n/i18n';
import { TYPES } from '../tokens';
import { readChannelRedirect } from './channel-redirect';
import { saveForbiddenState } from './forbidden-state';
import { mallConfigCall, prepareCall, SELF_PATH } from './session-calls';
import { hashFields, withoutHash } from './session-hash';
import {
  ACCESS_TOKEN_COOKIE,
  CACHED_MODAL_PREFIX,
  COMPARE_CACHE_PREFIX,
  FIRST_VISIT_COOKIE,
  PURCHASE_UNIT_KEY,
  REGION_COOKIE,
  REGION_STORAGE_PREFIX,
  SELF_INFO_KEY,
} from './session-keys';
import type { SessionErrorState, SessionStatus, SessionStore } from './session-store';
import { signInUrl } from './sign-in-url';
import type { TokenStore } from './token-store';

/** `prepare` answers the user config plus the check of the cached regions it was sent (step 7). */
type PreparedConfig = UserConfig & { result?: number; invalidRegionIdList?: number[] };

/** Raised inside start-up when the config says the mall is not for this user. */
class ConfigRefusal extends Error {}

@injectable()
export class SessionStoreImpl implements SessionStore {
  status: SessionStatus = 'loading';
  user: UserInfo | undefined = undefined;
  config: UserConfig | undefined = undefined;
  error: SessionErrorState | undefined = undefined;

  constructor(
    @inject(HttpClientToken.id) private readonly http: CoreHttpClient,
    @inject(TYPES.TokenStore) private readonly tokens: TokenStore,
    @inject(TYPES.Navigator) private readonly navigator: Navigator,
    @inject(TYPES.AppConfig) private readonly appConfig: AppConfig,
    @inject(TYPES.I18n) private readonly i18n: I18n,
    @inject(RequestScopeToken) private readonly scope: RequestScope,
  ) {
    makeAutoObservable<SessionStoreImpl, 'http' | 'tokens' | 'navigator' | 'appConfig' | 'i18n' | 'scope'>(this, {
      user: observableRef,
      config: observableRef,
      error: observableRef,
      http: false,
      tokens: false,
      navigator: false,
      appConfig: false,
      i18n: false,
      scope: false,
    });
  }

  get mixedTenant(): boolean {
    return this.config?.webConfig?.mixDeploymentFlag === 1;
  }

  async startSession(): Promise<void> {
    try {
      await this.start();
    } finally {
      // The calls the page sent before the app loaded were for this start alone (see early-calls.ts).
      closeEarly();
    }
  }

  private async start(): Promise<void> {
    this.setStatus('loading', undefined);
    const url = new URL(this.navigator.currentUrl());
    if (this.takeTokenFromHash(url)) return;
    if (!this.tokens.accessToken()) return this.goSignIn();

    let user: UserInfo;
    try {
      user = await this.http.request<UserInfo>('GET', SELF_PATH, { present: false });
    } catch (error) {
      return this.failSelfInfo(error);
    }
    this.scope.organizationId = user.organizationId;
    this.tokens.setLocal(SELF_INFO_KEY, JSON.stringify(user));

    let config: UserConfig;
    try {
      config = await this.loadConfig(url, user);
    } catch (error) {
      return this.forbid(this.refusalState(error));
    }
    if (config.bizErrorFlag === 1) {
      if (config.isNewCart !== 1) return this.forbid({ message: config.webConfig?.errorMsg || this.i18n.t('http.forbidden') });
      this.tokens.setLocal(PURCHASE_UNIT_KEY, JSON.stringify({ unitId: config.unitId, unitName: config.unitName, unitCode: config.unitCode }));
      this.navigator.go('/');
    }
    runInAction(() => {
      this.user = user;
      this.config = config;
      this.status = 'ready';
    });
    this.redirectByChannel(config.webConfig ?? {});
  }

  async logout(): Promise<void> {
    const accessToken = this.tokens.accessToken();
    try {
      await this.http.request('GET', this.appConfig.logoutUrl, { query: { access_token: accessToken }, present: false });
    } catch {
      // The spec leaves logout failures open; the local sign-out below still happens.
    }
    this.tokens.clearCookies();
    this.tokens.clearAccessToken();
    this.tokens.removeLocal(CACHED_MODAL_PREFIX);
    this.tokens.removeLocal(COMPARE_CACHE_PREFIX);
    this.tokens.removeLocal(SELF_INFO_KEY);
    this.scope.organizationId = undefined;
    runInAction(() => {
      this.user = undefined;
      this.config = undefined;
    });
    this.goSignIn();
  }

  dropInvalidRegions(result: number): boolean {
    if (result !== 1) return false;
    this.tokens.removeLocal(REGION_STORAGE_PREFIX);
    this.tokens.removeCookie(REGION_COOKIE);
    return true;
  }

  /** Step 1. True when the page is reloading without the hash. */
  private takeTokenFromHash(url: URL): boolean {
    const fields = hashFields(url);
    const token = fields.get(ACCESS_TOKEN_COOKIE);
    if (!token) return false;
    this.tokens.setAccessToken(token);
    for (const [name, value] of fields) if (name !== ACCESS_TOKEN_COOKIE) this.tokens.setCookie(name, value);
    this.tokens.setCookie(FIRST_VISIT_COOKIE, '1');
    this.navigator.redirect(withoutHash(url));
    return true;
  }

  private goSignIn(): void {
    this.setStatus('signing-in', undefined);
    this.navigator.redirect(signInUrl(this.appConfig, this.navigator.currentUrl()));
  }

  /** Step 3's failures. */
  private failSelfInfo(error: unknown): void {
    const status = isHttpError(error) ? error.status : undefined;
    if (status === 401) return this.goSignIn();
    if (status === 403) return this.setStatus('forbidden', { status, message: this.i18n.t('http.forbidden') });
    this.setStatus('error', { ...(status ? { status } : {}), message: this.i18n.t('http.serverTrouble') });
  }

  /** Step 4: the mall config and the user's prepared config, both before the mall shows. */
  private async loadConfig(url: URL, user: UserInfo): Promise<UserConfig> {
    const web = mallConfigCall(url, this.tokens);
    const prepare = prepareCall(url, this.tokens, user);
    const [webConfig, prepared] = await Promise.all([
      this.http.request<WebConfig>('GET', web.path, { query: web.query, present: false }),
      this.http.request<PreparedConfig>('GET', prepare.path, { query: prepare.query, present: false }),
    ]);
    if (webConfig.acceptableErrorFlag === 0 && webConfig.successFlag === 0) throw new ConfigRefusal(webConfig.errorMsg ?? '');
    // Step 7: the server checked the cached regions sent with prepare; result 1 means one is gone.
    const { result, invalidRegionIdList: _invalid, ...config } = prepared;
    this.dropInvalidRegions(result ?? 0);
    return { ...config, organizationId: config.organizationId ?? user.organizationId, webConfig };
  }

  private refusalState(error: unknown): SessionErrorState {
    if (error instanceof ConfigRefusal) return { message: error.message || this.i18n.t('http.forbidden') };
    if (isHttpError(error)) return { status: error.status, message: error.message || this.i18n.t('http.serverTrouble') };
    return { message: this.i18n.t('http.serverTrouble') };
  }

  private forbid(state: SessionErrorState): void {
    saveForbiddenState(state);
    this.setStatus('forbidden', state);
    this.navigator.go('/pub/forbidden');
  }

  /** Step 5. */
  private redirectByChannel(webConfig: WebConfig): void {
    const pathname = new URL(this.navigator.currentUrl()).pathname;
    const firstVisit = this.tokens.cookie(FIRST_VISIT_COOKIE) !== undefined;
    // The first-visit mark only counts for the session start right after sign-in.
    if (firstVisit) this.tokens.removeCookie(FIRST_VISIT_COOKIE);
    const target = readChannelRedirect(webConfig, pathname, firstVisit);
    if (target) this.navigator.go(target);
  }

  private setStatus(status: SessionStatus, error: SessionErrorState | undefined): void {
    this.status = status;
    this.error = error;
  }
}
