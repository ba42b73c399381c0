import type { UserConfig, UserInfo } from '@mall/domain';

/** Where the session is: loading, usable, refused, broken, or on its way to the sign-in page. */
export type SessionStatus = 'loading' | 'ready' | 'forbidden' | 'error' | 'signing-in';

/** Why the session is not usable; /pub/forbidden shows it. */
export interface SessionErrorState {
  /** HTTP status of the failed call, when there was one. */
  readonly status?: number;
  readonly message: string;
}

/** The signed-in session (spec 1 section 4 "Session start"). TYPES.SessionStore. */
export interface SessionStore {
  readonly status: SessionStatus;
  readonly user: UserInfo | undefined;
  readonly config: UserConfig | undefined;
  readonly error: SessionErrorState | undefined;
  /** Mixed tenant: permission-wrapped content stays hidden (spec 1 section 6). */
  readonly mixedTenant: boolean;
  /** Steps 1-5: token from the hash, sign-in, self-info, config, channel redirects. */
  startSession(): Promise<void>;
  /** Step 6. */
  logout(): Promise<void>;
  /** Step 7: forgets the cached regions when the server says they are invalid (result 1). */
  dropInvalidRegions(result: number): boolean;
}
