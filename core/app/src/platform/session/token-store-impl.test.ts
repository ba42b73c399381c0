import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from './session-keys';
import { TokenStoreImpl } from './token-store-impl';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TokenStoreImpl cookies', () => {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;

  beforeEach(() => {
    reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads++;
        return cookie.get!.call(document) as string;
      },
      set(value: string) {
        cookie.set!.call(document, value);
      },
    });
  });

  afterEach(() => {
    for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    delete (document as { cookie?: string }).cookie;
  });

  it('reads the browser cookie store once for every lookup of one task', () => {
    document.cookie = `${ACCESS_TOKEN_COOKIE}=t-1; path=/`;
    const store = new TokenStoreImpl();
    reads = 0;
    expect(store.accessToken()).toBe('t-1');
    const afterFirst = reads;
    expect(store.accessToken()).toBe('t-1');
    expect(store.cookie('other')).toBeUndefined();
    expect(reads).toBe(afterFirst);
  });

  it('sees its own writes at once', () => {
    const store = new TokenStoreImpl();
    expect(store.accessToken()).toBeUndefined();
    store.setAccessToken('t-2');
    expect(store.accessToken()).toBe('t-2');
    store.clearAccessToken();
    expect(store.accessToken()).toBeUndefined();
  });

  it('sees a cookie another tab changed in the next task', async () => {
    document.cookie = `${ACCESS_TOKEN_COOKIE}=t-3; path=/`;
    const store = new TokenStoreImpl();
    expect(store.accessToken()).toBe('t-3');
    document.cookie = `${ACCESS_TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    await nextTask();
    expect(store.accessToken()).toBeUndefined();
  });

  it('clears every cookie it can see', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'b=2; path=/';
    const store = new TokenStoreImpl();
    store.clearCookies();
    expect(store.cookie('a')).toBeUndefined();
    expect(document.cookie).toBe('');
  });
});
