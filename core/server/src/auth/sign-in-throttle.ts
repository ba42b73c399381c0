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

  /**
   * Counts this attempt as a failure before the password is checked, in one statement, and
   * answers whether the password may be checked at all. Counting first closes the parallel
   * burst: of many simultaneous guesses only the free ones and the one that sets the lock get
   * checked; the rest find the account locked. Success then clears the count (`reset`).
   * Answers 0 when the password may be checked, else the whole seconds the account stays locked.
   */
  async beginAttempt(loginName: string): Promise<number> {
    const { freeFailures, firstLockSeconds, maxLockSeconds, forgetAfterSeconds } = this.settings;
    const at = new Date(this.settings.now()).toISOString();
    const count = `case when f.last_failure_at < $2::timestamptz - make_interval(secs => $3) then 1 else f.failures + 1 end`;
    const [counted] = await this.db.query<FailureRow>(
      `insert into sign_in_failures as f (login_name, failures, last_failure_at, locked_until)
         values ($1, 1, $2, null)
       on conflict (login_name) do update set
         failures = ${count},
         last_failure_at = $2,
         locked_until = case when ${count} > $4
           then $2::timestamptz + make_interval(secs => least($6, $5 * power(2, least(${count} - $4 - 1, 30))))
           else null end
       where f.locked_until is null or f.locked_until <= $2
       returning failures, locked_until as "lockedUntil"`,
      [loginName, at, forgetAfterSeconds, freeFailures, firstLockSeconds, maxLockSeconds],
    );
    if (counted) return 0;
    // Locked when the statement ran; at least a second even if the lock ended since.
    return Math.max(1, await this.lockedFor(loginName));
  }

  /** Whole seconds the account stays locked, 0 when a password may be tried. */
  async lockedFor(loginName: string): Promise<number> {
    const [row] = await this.db.query<FailureRow>(
      'select failures, locked_until as "lockedUntil" from sign_in_failures where login_name = $1',
      [loginName],
    );
    return row ? this.secondsLeft(toMs(row.lockedUntil)) : 0;
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
