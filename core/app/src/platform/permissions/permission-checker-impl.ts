import { HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { makeObservable, observableShallow, runInAction } from 'mobx';
import type { SessionStore } from '../session/session-store';
import { TYPES } from '../tokens';
import { normalisePermissionCode as normalizePermissionCode } from '@mall/domain';
import { PERMISSION_BATCH_DELAY_MS, type PermissionChecker, type PermissionState } from './permission-checker';

/** One item of the `check-permissions` reply. */
interface PermissionReply {
  readonly code: string;
  readonly approve: boolean | 0 | 1;
  readonly controllerType?: string;
}

const PENDING: PermissionState = { status: 'pending', controllerType: 'hidden' };
const DENIED: PermissionState = { status: 'denied', controllerType: 'hidden' };

interface Waiting {
  readonly promise: Promise<PermissionState>;
  readonly resolve: (state: PermissionState) => void;
}

@injectable()
export class PermissionCheckerImpl implements PermissionChecker {
  private states = new Map<string, PermissionState>();
  private waiting = new Map<string, Waiting>();
  /** Codes whose check failed: denied for now, asked again next time. */
  private retry = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(TYPES.SessionStore) private readonly session: SessionStore,
  ) {
    makeObservable<PermissionCheckerImpl, 'states'>(this, { states: observableShallow });
  }

  get mixedTenant(): boolean {
    return this.session.mixedTenant;
  }

  state(code: string): PermissionState {
    return this.states.get(normalizePermissionCode(code)) ?? PENDING;
  }

  check(raw: string): Promise<PermissionState> {
    const code = normalizePermissionCode(raw);
    const known = this.states.get(code);
    if (known && !this.retry.has(code)) return Promise.resolve(known);
    const already = this.waiting.get(code);
    if (already) return already.promise;
    let resolve!: (state: PermissionState) => void;
    const promise = new Promise<PermissionState>((r) => (resolve = r));
    this.waiting.set(code, { promise, resolve });
    this.timer ??= setTimeout(() => void this.flush(), PERMISSION_BATCH_DELAY_MS);
    return promise;
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const batch = [...this.waiting.entries()];
    this.waiting.clear();
    const codes = batch.map(([code]) => code);
    let answers: Map<string, PermissionState>;
    try {
      const reply = await this.http.request<PermissionReply[]>('POST', '/iam/hzero/v1/menus/check-permissions', { body: codes });
      answers = new Map((reply ?? []).map((item) => [normalizePermissionCode(item.code), toState(item)]));
      for (const code of codes) this.retry.delete(code);
    } catch {
      answers = new Map();
      for (const code of codes) this.retry.add(code);
    }
    runInAction(() => {
      for (const code of codes) this.states.set(code, answers.get(code) ?? DENIED);
    });
    for (const [code, { resolve }] of batch) resolve(this.states.get(code) ?? DENIED);
  }
}

function toState(item: PermissionReply): PermissionState {
  const controllerType = item.controllerType === 'disabled' ? 'disabled' : 'hidden';
  return { status: item.approve === true || item.approve === 1 ? 'granted' : 'denied', controllerType };
}
