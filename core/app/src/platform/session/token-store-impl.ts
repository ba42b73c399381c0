import { injectable } from 'inversify';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE } from './session-keys';
import type { TokenStore } from './token-store';

/** Cookies through js-cookie on the site's root path; caches in localStorage. */
@injectable()
export class TokenStoreImpl implements TokenStore {
  // Reading document.cookie is a synchronous call into the browser's cookie store (about 0.8 ms
  // in Chromium, twice a lookup in js-cookie), and the HTTP client asks for the token twice a
  // call: home's load spent 25 ms there (100 ms at Lighthouse's mobile CPU). One read serves the
  // lookups of the same task; this store's own writes drop it, and the next task reads again, so
  // a cookie changed by another tab is seen.
  private jar: Record<string, string> | undefined;

  accessToken(): string | undefined {
    return this.cookie(ACCESS_TOKEN_COOKIE) || undefined;
  }

  setAccessToken(token: string): void {
    this.setCookie(ACCESS_TOKEN_COOKIE, token);
  }

  clearAccessToken(): void {
    this.removeCookie(ACCESS_TOKEN_COOKIE);
  }

  cookie(name: string): string | undefined {
    return this.cookies()[name];
  }

  setCookie(name: string, value: string): void {
    this.jar = undefined;
    Cookies.set(name, value, { path: '/' });
  }

  removeCookie(name: string): void {
    this.jar = undefined;
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }

  clearCookies(): void {
    for (const name of Object.keys(this.cookies())) this.removeCookie(name);
  }

  private cookies(): Record<string, string> {
    if (this.jar) return this.jar;
    // js-cookie answers nothing at all where there is no document (Node: the SDK's test kit).
    const jar: Record<string, string> = Cookies.get() ?? {};
    this.jar = jar;
    setTimeout(() => {
      if (this.jar === jar) this.jar = undefined;
    }, 0);
    return jar;
  }

  local(key: string): string | undefined {
    return localStorage.getItem(key) ?? undefined;
  }

  setLocal(key: string, value: string): void {
    localStorage.setItem(key, value);
  }

  removeLocal(keyOrPrefix: string): void {
    if (!keyOrPrefix.endsWith('.')) {
      localStorage.removeItem(keyOrPrefix);
      return;
    }
    const matching: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(keyOrPrefix)) matching.push(key);
    }
    for (const key of matching) localStorage.removeItem(key);
  }
}
