/**
 * The browser storage the session lives in: the access token and other cookies, and the
 * per-user caches in localStorage. TYPES.TokenStore.
 */
export interface TokenStore {
  accessToken(): string | undefined;
  setAccessToken(token: string): void;
  clearAccessToken(): void;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string): void;
  removeCookie(name: string): void;
  /** Removes every cookie this page can see. */
  clearCookies(): void;
  local(key: string): string | undefined;
  setLocal(key: string, value: string): void;
  /** Removes a localStorage key, or every key starting with `prefix` when it ends with '.'. */
  removeLocal(keyOrPrefix: string): void;
}
