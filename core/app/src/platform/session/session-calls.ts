import { parseSavedRegion, savedRegionIds, type UserInfo } from '@mall/domain';
import type { HttpRequestOptions } from '@mall/sdk';
import { underSigl } from './session-hash';
import { PURCHASE_UNIT_KEY, REGION_COOKIE, regionStorageKey } from './session-keys';
import type { TokenStore } from './token-store';

/** What the session's calls read from the browser's storage. */
export type SessionStorageReader = Pick<TokenStore, 'cookie' | 'local'>;

/** One of the session's GET calls: its path (with `{org}`) and query. */
export interface SessionCall {
  readonly path: string;
  readonly query: NonNullable<HttpRequestOptions['query']>;
}

export const SELF_PATH = '/iam/hzero/v1/users/self';

/**
 * Spec 1 section 4 step 4's two calls, built the same way by the session store and by the
 * early start that sends them before the app's code has loaded (so the store takes the early
 * answers over): the mall config, which needs nothing of the user, and the user's prepared
 * config, which needs users/self's organisation and id.
 */
export function mallConfigCall(url: URL, storage: SessionStorageReader): SessionCall {
  return { path: '/smal/v1/mall-page-configs/new/mall-config', query: { webUrl: url.host, unitId: requestedUnitId(url, storage) } };
}

export function prepareCall(url: URL, storage: SessionStorageReader, user: Pick<UserInfo, 'id'>): SessionCall {
  return {
    path: '/smal/v1/{org}/prepare',
    query: { regionIdList: cachedRegionIds(storage, user), webUrl: url.host, route: url.pathname, unitId: requestedUnitId(url, storage), memberFlag: underSigl(url.pathname) ? 1 : 0 },
  };
}

/** The purchase unit: `?role=purchase&unitId=` picks one; otherwise the saved one. */
function requestedUnitId(url: URL, storage: SessionStorageReader): number | undefined {
  const fromQuery = url.searchParams.get('role') === 'purchase' ? url.searchParams.get('unitId') : undefined;
  if (fromQuery) return Number(fromQuery);
  const saved = storage.local(PURCHASE_UNIT_KEY);
  if (!saved) return undefined;
  try {
    const { unitId } = JSON.parse(saved) as { unitId?: unknown };
    return typeof unitId === 'number' ? unitId : undefined;
  } catch {
    return undefined;
  }
}

/** The region cookie, else the user's saved delivery region (cookies go at sign-out, the saved region stays per user). */
function cachedRegionIds(storage: SessionStorageReader, user: Pick<UserInfo, 'id'>): string[] | undefined {
  const raw = storage.cookie(REGION_COOKIE);
  if (raw) return raw.split(',').filter(Boolean);
  const saved = parseSavedRegion(storage.local(regionStorageKey(user.id)));
  return saved ? savedRegionIds(saved).map(String) : undefined;
}
