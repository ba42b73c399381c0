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
  /** Refuse a new operation when the waiting ones are expected to take longer than this. */
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
 * A FIFO in front of one connection that runs one operation at a time (PGlite runs them one by
 * one anyway, so this costs nothing) and refuses new work up front, instead of letting every
 * request wait its turn until clients time out. Refused work was never started, so nothing
 * half-runs; the estimate is the waiting count times a moving average of operation time.
 */
export class BoundedQueue {
  private running = false;
  private readonly waiting: (() => void)[] = [];
  private averageMs = 5;

  constructor(private readonly bounds: QueueBounds = UNBOUNDED) {}

  /** How long a newly queued operation is expected to wait, in milliseconds. */
  expectedWaitMs(): number {
    return (this.waiting.length + (this.running ? 1 : 0)) * this.averageMs;
  }

  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.running) {
      const expected = this.expectedWaitMs();
      if (this.waiting.length >= this.bounds.maxWaiting || expected > this.bounds.maxWaitMs) {
        throw new DbBusyError(Math.min(30, Math.max(1, Math.ceil(expected / 1000))));
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    const started = performance.now();
    try {
      return await operation();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The next one starts on a later turn of the event loop: PGlite runs a statement without
      // yielding, so handing over at once would starve socket reads, and the clients waiting
      // there would never be counted (or refused); they would just time out.
      const next = this.waiting.shift();
      if (next) setImmediate(next);
      else this.running = false;
    }
  }
}
