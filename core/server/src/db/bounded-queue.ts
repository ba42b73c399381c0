import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
/**
 * The database is busy: the wait for its one connection is longer than the server lets a request
 * wait (issue 21 item 9). Answered 503 with a Retry-After of `retryAfterSeconds`.
 */
export class DbBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('database busy');
    this.name = 'DbBusyError';
  }
}

export interface QueueBounds {
  /** Operations that may wait for the connection at once; more are refused. */
  maxWaiting: number;
  /**
   * Refuse an operation when the calls ahead of it are expected to take longer than this, or when
   * its request's age plus that wait passes twice this.
   */
  maxWaitMs: number;
}

/** No bound: tests and tools that run their own calls, never a crowd of clients. */
export const UNBOUNDED: QueueBounds = { maxWaiting: Number.POSITIVE_INFINITY, maxWaitMs: Number.POSITIVE_INFINITY };

/**
 * What `npm start` uses on PGlite: a call waits at most about 3 s for the connection, so a request
 * of a few calls answers well within a client's time-out and the rest get a fast 503. Not lower:
 * the app's page load fires a burst of calls, and on a loaded machine a burst must not be refused.
 */
export const SERVER_BOUNDS: QueueBounds = { maxWaiting: 64, maxWaitMs: 3000 };

/**
 * When the request an operation belongs to began (`performance.now()`), set for each request by
 * `installRequestClock`; operations outside a request (start-up, jobs) count from when they ask.
 */
export const requestClock = new AsyncLocalStorage<number>();

/** Every request's database operations know when it began (the first hook, before the session check). */
export function installRequestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => requestClock.run(performance.now(), done));
}

/**
 * A queue in front of one connection that runs one operation at a time (PGlite runs them one by
 * one anyway, so this costs nothing) and refuses new work up front, instead of letting every
 * request wait its turn until clients time out. Refused work was never started, so nothing
 * half-runs; the estimate is the count waiting ahead times a moving average of operation time.
 *
 * The bound is per request, not per operation: a request makes several calls (session, count,
 * page), so waiting order is by when the request began, oldest first. A request that got its
 * first call through is not put behind the crowd that arrived after it; a call is refused when
 * the wait ahead of it would pass `maxWaitMs`, or its request's age plus that wait twice that. Without this, each of a
 * request's calls waited behind the whole crowd and requests took three waits, past 10 s.
 */
export class BoundedQueue {
  private running = false;
  /** Waiting operations, oldest request first (arrival order among the same age). */
  private readonly waiting: { since: number; start: () => void }[] = [];
  private averageMs = 5;

  constructor(private readonly bounds: QueueBounds = UNBOUNDED) {}

  /** How long a newly queued operation is expected to wait, in milliseconds. */
  expectedWaitMs(): number {
    return (this.waiting.length + (this.running ? 1 : 0)) * this.averageMs;
  }

  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.running) {
      const since = requestClock.getStore() ?? performance.now();
      let at = this.waiting.findIndex((w) => w.since > since);
      if (at < 0) at = this.waiting.length;
      const expected = (at + 1) * this.averageMs;
      // The wait ahead may take `maxWaitMs`; with the time the request already spent (its earlier
      // calls, and the event loop when the server thread is starved), twice that in all.
      const age = performance.now() - since;
      if (this.waiting.length >= this.bounds.maxWaiting || expected > this.bounds.maxWaitMs || age + expected > 2 * this.bounds.maxWaitMs) {
        throw new DbBusyError(Math.min(30, Math.max(1, Math.ceil(this.expectedWaitMs() / 1000))));
      }
      await new Promise<void>((start) => this.waiting.splice(at, 0, { since, start }));
    }
    this.running = true;
    const started = performance.now();
    try {
      return await operation();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The next one starts on a later turn of the event loop: PGlite in the server's thread runs
      // a statement without yielding, so handing over at once would starve socket reads, and the
      // clients waiting there would never be counted (or refused); they would just time out.
      const next = this.waiting.shift();
      if (next) setImmediate(next.start);
      else this.running = false;
    }
  }
}
