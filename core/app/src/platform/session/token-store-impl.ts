import { injectable } from 'inversify';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE } from './session-keys';
import type { TokenStore } from './token-store';

/** Cookies through js-cookie on the site's root path; caches in localStorage. */
@injectable()
export class TokenStoreImpl implements TokenStore {
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
    return Cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    Cookies.set(name, value, { path: '/' });
  }

  removeCookie(name: string): void {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }

  clearCookies(): void {
    for (const name of Object.keys(Cookies.get())) this.removeCookie(name);
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
