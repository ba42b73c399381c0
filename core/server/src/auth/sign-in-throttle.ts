import type { Db } from '../db/db';

/** How failed sign-ins of one account slow further attempts (issue 21 item 3). */
export interface SignInThrottleSettings {
  /** Failures in a row answered normally before the account is locked. */
  freeFailures: number;
  /** Lock after the first failure beyond the free ones; doubles with each further failure. */
  firstLockSeconds: number;
  /** The longest lock: a guesser can slow a real user down, never lock them out for good. */
  maxLockSeconds: number;
  /** Failures older than this are forgotten, so occasional typos never add up. */
  forgetAfterSeconds: number;
  /** The clock, injectable so tests can step past a lock. */
  now: () => number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleSettings = {
  freeFailures: 5,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
  now: Date.now,
};

interface FailureRow {
  failures: number;
  lockedUntil: Date | string | null;
}

const toMs = (value: Date | string | null) => (value === null ? 0 : new Date(value).getTime());

/**
 * Per-account counter of failed sign-ins, kept in the database so that every gateway on the same
 * database counts together. The login name is the key whether or not the account exists.
 */
export class SignInThrottle {
  private readonly settings: SignInThrottleSettings;

  constructor(
    private readonly db: Db,
    settings: Partial<SignInThrottleSettings> = {},
  ) {
    this.settings = { ...DEFAULT_SIGN_IN_THROTTLE, ...settings };
  }

  /** Whole seconds the account stays locked, 0 when a password may be tried. */
  async lockedFor(loginName: string): Promise<number> {
    const [row] = await this.db.query<FailureRow>(
      'select failures, locked_until as "lockedUntil" from sign_in_failures where login_name = $1',
      [loginName],
    );
    return row ? this.secondsLeft(toMs(row.lockedUntil)) : 0;
  }

  /**
   * Counts one failure in a single statement (parallel failures each count) and returns the
   * seconds the account is now locked for, 0 while failures are still free.
   */
  async recordFailure(loginName: string): Promise<number> {
    const { freeFailures, firstLockSeconds, maxLockSeconds, forgetAfterSeconds } = this.settings;
    const now = this.settings.now();
    const [row] = await this.db.query<FailureRow>(
      `insert into sign_in_failures as f (login_name, failures, last_failure_at, locked_until)
         values ($1, 1, $2, null)
       on conflict (login_name) do update set
         failures = case when f.last_failure_at < $2::timestamptz - make_interval(secs => $3) then 1 else f.failures + 1 end,
         last_failure_at = $2
       returning failures, locked_until as "lockedUntil"`,
      [loginName, new Date(now).toISOString(), forgetAfterSeconds],
    );
    const beyond = row!.failures - freeFailures;
    if (beyond <= 0) return 0;
    const lockSeconds = Math.min(maxLockSeconds, firstLockSeconds * 2 ** Math.min(beyond - 1, 30));
    const until = now + lockSeconds * 1000;
    // greatest(): a slower parallel failure with a lower count never shortens a lock.
    await this.db.query(
      `update sign_in_failures set locked_until = greatest(coalesce(locked_until, $2::timestamptz), $2::timestamptz) where login_name = $1`,
      [loginName, new Date(until).toISOString()],
    );
    return this.secondsLeft(Math.max(until, toMs(row!.lockedUntil)));
  }

  /** A successful sign-in starts the account afresh; rows long forgotten go too. */
  async reset(loginName: string): Promise<void> {
    await this.db.query('delete from sign_in_failures where login_name = $1', [loginName]);
    const forgotten = this.settings.now() - this.settings.forgetAfterSeconds * 1000;
    await this.db.query('delete from sign_in_failures where last_failure_at < $1 and (locked_until is null or locked_until < $1)', [
      new Date(forgotten).toISOString(),
    ]);
  }

  private secondsLeft(untilMs: number): number {
    const left = untilMs - this.settings.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }
}
