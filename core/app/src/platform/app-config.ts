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
}

export const defaultAppConfig: AppConfig = {
  apiBase: '',
  authorizeUrl: '/oauth/oauth/authorize',
  logoutUrl: '/oauth/logout',
  clientId: 'mall-pc',
};
