// Service tokens of the app's platform layer. A token is a Symbol plus an interface of the
// same name (see CONVENTIONS.md); the implementation class is `<Name>Impl`.
// Tokens that plugins may rebind live in @mall/sdk (HttpClientToken, BudgetApiToken).
export const TYPES = {
  /** Cookie/localStorage access to the access token and session cookies. */
  TokenStore: Symbol.for('mall.TokenStore'),
  /** Shows notifications and dialogs (antd in the browser, a recorder in tests). */
  Notifier: Symbol.for('mall.Notifier'),
  /** Moves the browser: in-app navigation, full-page redirects, reloads. */
  Navigator: Symbol.for('mall.Navigator'),
  /** Reports errors to monitoring. */
  Monitor: Symbol.for('mall.Monitor'),
  /** Translation. */
  I18n: Symbol.for('mall.I18n'),
  /** MobX store of the signed-in session (user, config, status). */
  SessionStore: Symbol.for('mall.SessionStore'),
  /** Batched, cached permission checks (spec 1 section 6). */
  PermissionChecker: Symbol.for('mall.PermissionChecker'),
  /** The plugin host: registered contributions per extension point. */
  PluginHost: Symbol.for('mall.PluginHost'),
  /** TanStack Query's client: the one cache of server state, provided to React by ServicesProvider. */
  QueryClient: Symbol.for('mall.QueryClient'),
  /** Runtime configuration: API base URL, sign-in URL, client id. */
  AppConfig: Symbol.for('mall.AppConfig'),
} as const;
