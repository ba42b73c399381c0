import { HttpClientToken, sessionValueOf, type SessionValue, type SessionValueReader } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { CoreHttpClient } from '../http/core-request-options';
import type { PluginHost } from '../plugin-host';
import { TYPES } from '../tokens';
import type { SessionStore } from './session-store';
import { loadSessionValues, quietHttp } from './session-values';

/** Whose values they are: another user, company or purchase unit is another identity. */
const identityOf = (session: SessionStore): string | undefined =>
  session.user && session.config ? `${session.user.id}/${session.config.companyId ?? ''}/${session.config.unitId ?? ''}` : undefined;

/**
 * The session's `session.values`, observable: loaded once the session is ready and the tenant's
 * plugin registered (the mall's start waits for it, so the first page reads loaded values), and
 * again whenever the buying identity changes. Until loaded, each value reads as its fallback.
 */
@injectable()
export class SessionValuesStoreImpl implements SessionValueReader {
  values: Readonly<Record<string, unknown>> = {};
  private loading: string | undefined;

  constructor(
    @inject(TYPES.PluginHost) private readonly host: PluginHost,
    @inject(TYPES.SessionStore) private readonly session: SessionStore,
    @inject(HttpClientToken.id) private readonly http: CoreHttpClient,
  ) {
    makeAutoObservable<SessionValuesStoreImpl, 'host' | 'session' | 'http' | 'loading'>(this, {
      values: observableRef,
      host: false,
      session: false,
      http: false,
      loading: false,
      start: false,
      refresh: false,
    });
  }

  get<T>(value: SessionValue<T>): T {
    return sessionValueOf({ sessionValues: this.values }, value);
  }

  /** Loads for the current identity, then follows identity changes; resolves the disposer. */
  async start(): Promise<() => void> {
    await this.refresh();
    return reaction(
      () => identityOf(this.session),
      () => void this.refresh(),
    );
  }

  /** Loads every value for the current identity; a load overtaken by a newer identity is dropped. */
  async refresh(): Promise<void> {
    const { user, config } = this.session;
    const identity = identityOf(this.session);
    this.loading = identity;
    if (!user || !config) {
      runInAction(() => (this.values = {}));
      return;
    }
    const values = await loadSessionValues(this.host, { user, config, http: quietHttp(this.http) });
    if (this.loading !== identity) return;
    runInAction(() => (this.values = values));
  }
}
