import type { Session } from './session';

/**
 * Sessions confirmed against the database in the last few seconds, by token. It spares the
 * session query on bursts of calls; revocation on this instance evicts at once, on another
 * instance within `ttlMs` (the server stays stateless otherwise).
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: Session; until: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10000,
  ) {}

  get(token: string, now = Date.now()): Session | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  set(token: string, session: Session, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // Oldest first: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { session, until: now + this.ttlMs });
  }

  evictJti(jti: string): void {
    for (const [token, entry] of this.entries) if (entry.session.jti === jti) this.entries.delete(token);
  }

  /** After a change to a user (language, enabled flag), their cached sessions must go. */
  evictUser(userId: number): void {
    for (const [token, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(token);
  }
}
