/** One recorded call of a {@link FakeFetch}. */
export interface FakeCall {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
  /** The call's signal: aborted when the caller cancelled it or it timed out. */
  readonly signal: AbortSignal | undefined;
}

/** An answer: a status with a JSON body, a raw Response, or a thrown network failure. A route may answer later (a promise). */
export type FakeAnswer = { readonly status?: number; readonly json?: unknown; readonly text?: string } | Response | Error;

export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer> | undefined;

/**
 * A `fetch` for tests: answers by `METHOD /path` (query ignored) or by a function, records
 * every call, and answers 404 to anything it does not know.
 */
export class FakeFetch {
  readonly calls: FakeCall[] = [];
  private readonly routes: FakeRoute[] = [];

  on(methodAndPath: string, answer: FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)): this {
    const [method, path] = methodAndPath.split(' ');
    this.routes.push((call) => {
      if (call.method !== method || call.url.pathname !== path) return undefined;
      return typeof answer === 'function' ? answer(call) : answer;
    });
    return this;
  }

  /** Calls to a path, in order. */
  callsTo(path: string): FakeCall[] {
    return this.calls.filter((c) => c.url.pathname === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://mall.test/');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const signal = init.signal ?? undefined;
    const call: FakeCall = { method: init.method ?? 'GET', url, headers: new Headers(init.headers), body, signal };
    this.calls.push(call);
    // Like the real fetch, an aborted signal rejects the call even while its answer is pending.
    return signal ? Promise.race([this.answer(call), aborted(signal)]) : this.answer(call);
  };

  private async answer(call: FakeCall): Promise<Response> {
    for (let i = this.routes.length - 1; i >= 0; i--) {
      const answer = await this.routes[i]?.(call);
      if (answer !== undefined) return toResponse(answer);
    }
    return new Response(JSON.stringify({ message: `no fake for ${call.method} ${call.url.pathname}` }), { status: 404 });
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function toResponse(answer: FakeAnswer): Response {
  if (answer instanceof Error) throw answer;
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  if (status === 204) return new Response(null, { status });
  const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
  return new Response(text, { status, headers: { 'Content-Type': answer.text === undefined ? 'application/json' : 'text/plain' } });
}
