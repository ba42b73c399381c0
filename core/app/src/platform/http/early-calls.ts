/**
 * GET calls sent before the app's code has loaded (the session's first calls, see
 * `startEarlySession`), kept for the HTTP client to take over: the client uses the early answer
 * instead of sending the call again, and reads and presents it as it would its own. Each is
 * taken once, and only by a call to the same address with the same token.
 */
const pending = new Map<string, Promise<Response>>();

const keyOf = (url: string, token: string | undefined) => `${token ?? ''} ${url}`;

export function sendEarly(url: string, token: string | undefined, init: RequestInit): Promise<Response> {
  const answer = fetch(url, { ...init, method: 'GET' });
  // Nobody may take it (the app went elsewhere): a failure then is nobody's to report.
  answer.catch(() => undefined);
  pending.set(keyOf(url, token), answer);
  return answer;
}

export function takeEarly(method: string, url: string, token: string | undefined): Promise<Response> | undefined {
  if (method !== 'GET') return undefined;
  const key = keyOf(url, token);
  const answer = pending.get(key);
  pending.delete(key);
  return answer;
}

/** Forgets the calls nobody took (tests; a session started again). */
export function dropEarly(): void {
  pending.clear();
}
