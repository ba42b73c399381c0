// @vitest-environment node
import { expect, it } from 'vitest';
import { TokenStoreImpl } from './token-store-impl';

// The SDK's test kit runs core's HTTP client in Node, where there is no cookie store at all.
it('has no token and no cookies without a document, and does not fail', () => {
  const store = new TokenStoreImpl();
  expect(store.accessToken()).toBeUndefined();
  expect(store.cookie('any')).toBeUndefined();
  expect(() => store.clearCookies()).not.toThrow();
});
