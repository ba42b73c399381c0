import type { Session } from './session';
import { SessionCache } from './session-cache';

const session = (over: Partial<Session> = {}): Session => ({
  userId: 1, tenantId: 1, tenantNum: 'T', organizationId: 1, companyId: 1, loginName: 'a', language: 'zh_CN', jti: 'j1',
  expiresAt: new Date(1_000_000), ...over,
});

describe('session cache', () => {
  it('reuses a session until its time is up or the token expires', () => {
    const cache = new SessionCache(5000);
    cache.set('t', session(), 0);
    expect(cache.get('t', 4999)).toBeDefined();
    expect(cache.get('t', 5000)).toBeUndefined();
    cache.set('u', session({ expiresAt: new Date(100) }), 0);
    expect(cache.get('u', 100)).toBeUndefined();
  });

  it('evicts by token id and by user, and keeps at most its maximum', () => {
    const cache = new SessionCache(5000, 2);
    cache.set('a', session({ jti: 'ja', userId: 1 }), 0);
    cache.set('b', session({ jti: 'jb', userId: 2 }), 0);
    cache.set('c', session({ jti: 'jc', userId: 2 }), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.evictJti('jb');
    expect(cache.get('b', 1)).toBeUndefined();
    cache.evictUser(2);
    expect(cache.get('c', 1)).toBeUndefined();
  });

  it('caches nothing with a zero time', () => {
    const cache = new SessionCache(0);
    cache.set('t', session(), 0);
    expect(cache.get('t', 0)).toBeUndefined();
  });
});
