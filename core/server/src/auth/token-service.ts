import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/db';

/** What a signed access token says; the session hook checks it against the database. */
export interface TokenClaims {
  userId: number;
  tenantId: number;
  organizationId: number;
  jti: string;
  expiresAt: Date;
}

export interface IssuedToken {
  token: string;
  expiresIn: number;
}

/** HS256 access tokens: stateless, so several server instances share one secret and one DB. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: { userId: number; tenantId: number; organizationId: number }): Promise<IssuedToken> {
    const token = await new SignJWT({ tid: user.tenantId, org: user.organizationId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** The claims of a valid, unexpired token of ours; undefined for anything else. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const { tid, org, jti, exp } = payload as { tid?: unknown; org?: unknown; jti?: string; exp?: number };
      if (!Number.isSafeInteger(userId) || typeof tid !== 'number' || typeof org !== 'number' || !jti || !exp) return undefined;
      return { userId, tenantId: tid, organizationId: org, jti, expiresAt: new Date(exp * 1000) };
    } catch {
      return undefined;
    }
  }
}

/** TOKEN_SECRET when set; otherwise one generated on first start and kept in the database. */
export async function loadTokenSecret(db: Db, fromEnv = process.env.TOKEN_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query(`insert into server_secrets (name, value) values ('token_secret', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from server_secrets where name = 'token_secret'`);
  if (!row) throw new Error('token secret missing after insert');
  return row.value;
}
