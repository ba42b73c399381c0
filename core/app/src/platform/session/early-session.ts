import Cookies from 'js-cookie';
import type { AppConfig } from '../app-config';
import { buildUrl } from '../http/build-url';
import { sendEarly, sendEarlyAfter } from '../http/early-calls';
import { requestHeaders } from '../http/request-headers';
import { mallConfigCall, prepareCall, SELF_PATH, type SessionCall, type SessionStorageReader } from './session-calls';
import { hashFields } from './session-hash';
import { ACCESS_TOKEN_COOKIE, SELF_INFO_KEY } from './session-keys';

const browserStorage: SessionStorageReader = {
  cookie: (name) => Cookies.get(name),
  local: (key) => localStorage.getItem(key) ?? undefined,
};

/**
 * Sends the session's first calls (spec 1 section 4 steps 3 and 4) as the page starts, before
 * the app's code has downloaded: users/self and the mall config at once, and the user's prepared
 * config, which needs the user's organisation and id: at once too from the users/self kept by the
 * last session start, else when users/self answers. The session store sends the same calls later
 * and takes these answers over (`takeEarly`) only when it builds the same address with the same
 * token, so an answer is always the one its own call would have got (the server answers for the
 * token's user), and what it does with them (401 to the sign-in page, refusals, errors shown) is
 * unchanged; a call it builds differently (another user kept, the unit changed) is sent again.
 * Its prepare waits for the prepare sent here when users/self has answered (`sendEarlyAfter`), so
 * it goes out once; the store ends the early calls (`closeEarly`) when its step 4 is done.
 * Nothing is sent on the public pages, without a token, or with a new token in the hash (the store
 * reloads the page without it first).
 */
export function startEarlySession(config: AppConfig, location: Pick<Location, 'href'>, storage: SessionStorageReader = browserStorage): void {
  const url = new URL(location.href);
  if (url.pathname === '/pub' || url.pathname.startsWith('/pub/')) return;
  if (hashFields(url).has(ACCESS_TOKEN_COOKIE)) return;
  const token = storage.cookie(ACCESS_TOKEN_COOKIE) || undefined;
  if (!token) return;
  const send = (call: SessionCall, organizationId?: number) => {
    const address = buildUrl(config.apiBase, call.path, organizationId, call.query);
    return sendEarly(address, token, { headers: requestHeaders(token, undefined), signal: AbortSignal.timeout(config.requestTimeoutMs) });
  };
  const sendPrepare = (user: UserKeys | undefined) => user && void send(prepareCall(url, storage, user), user.organizationId);
  void send(mallConfigCall(url, storage));
  const self = send({ path: SELF_PATH, query: {} });
  const kept = userKeys(storage.local(SELF_INFO_KEY));
  if (kept) sendPrepare(kept);
  else if (self) sendEarlyAfter(self.then(async (answer) => answer.ok && sendPrepare(userKeys(await answer.clone().text()))));
}

interface UserKeys {
  readonly id: number;
  readonly organizationId: number;
}

function userKeys(text: string | undefined): UserKeys | undefined {
  try {
    const user = JSON.parse(text ?? '') as Partial<Record<keyof UserKeys, unknown>>;
    return typeof user.id === 'number' && typeof user.organizationId === 'number' ? { id: user.id, organizationId: user.organizationId } : undefined;
  } catch {
    return undefined;
  }
}
