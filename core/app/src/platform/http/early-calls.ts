/**
 * GET calls sent before the app's code has loaded (the session's first calls, see
 * `startEarlySession`), kept for the HTTP client to take over: the client uses the early answer
 * instead of sending the call again, and reads and presents it as it would its own. Each is
 * taken once, only by a call to the same address with the same token, and only until the
 * session start that they are for has ended (`closeEarly`): an answer left untaken then would be
 * stale for a later call.
 */
const pending = new Map<string, Promise<Response>>();
/** Early calls waiting on an earlier answer (prepare on users/self's): a call may wait to take them. */
const coming = new Set<Promise<unknown>>();
let closed = false;

const keyOf = (url: string, token: string | undefined) => `${token ?? ''} ${url}`;

/** Sends a GET now and keeps its answer; sends nothing once the session start has ended. */
export function sendEarly(url: string, token: string | undefined, init: RequestInit): Promise<Response> | undefined {
  if (closed) return undefined;
  const answer = fetch(url, { ...init, method: 'GET' });
  // Nobody may take it (the app went elsewhere): a failure then is nobody's to report.
  answer.catch(() => undefined);
  pending.set(keyOf(url, token), answer);
  return answer;
}

/** Marks early calls still to be sent until `step` settles, so that the client's same call waits for them instead of going out twice. */
export function sendEarlyAfter(step: Promise<unknown>): void {
  if (closed) return;
  const settled = step.catch(() => undefined);
  coming.add(settled);
  void settled.then(() => coming.delete(settled));
}

/** The early answer for this call, if any (wrapped: awaiting this must not await the answer itself, whose failure the caller retries). */
export async function takeEarly(method: string, url: string, token: string | undefined): Promise<{ readonly answer: Promise<Response> } | undefined> {
  if (method !== 'GET' || closed) return undefined;
  const key = keyOf(url, token);
  if (!pending.has(key) && coming.size > 0) await Promise.all(coming);
  const answer = pending.get(key);
  pending.delete(key);
  return answer && { answer };
}

/** The session start has ended: the answers nobody took are dropped and no more are sent. */
export function closeEarly(): void {
  closed = true;
  pending.clear();
  coming.clear();
}

/** Forgets every early call and accepts new ones (tests). */
export function resetEarly(): void {
  closed = false;
  pending.clear();
  coming.clear();
}
