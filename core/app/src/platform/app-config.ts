/** Where the app finds its gateway and its sign-in page; one value per deployment. */
export interface AppConfig {
  /** Prefix of every API call; '' when the app and the gateway share an origin. */
  readonly apiBase: string;
  /** The provider's authorization page (spec 1 section 4 step 2). */
  readonly authorizeUrl: string;
  /** The provider's logout endpoint (spec 1 section 4 step 6). */
  readonly logoutUrl: string;
  /** Fixed OAuth client id of the mall. */
  readonly clientId: string;
  /** A call with no answer after this long fails as a network failure ('network request error'). */
  readonly requestTimeoutMs: number;
  /**
   * Pauses before each repeat of a GET that got no answer (network failure or timeout); one
   * entry per repeat. Writes are never repeated: the server may have applied the first one.
   */
  readonly getRetryDelaysMs: readonly number[];
}

export const defaultAppConfig: AppConfig = {
  apiBase: '',
  authorizeUrl: '/oauth/oauth/authorize',
  logoutUrl: '/oauth/logout',
  clientId: 'mall-pc',
  requestTimeoutMs: 30_000,
  getRetryDelaysMs: [500, 1500],
};
