// `@mall/server/testing`: the server test kit, for the SDK test kit's in-process server.
import type { TestServer } from './test-server';
export { testServer, fingerprint, type TestServer } from './test-server';
export { signIn, type SignedIn } from './sign-in';

/** A test server on a copy of the seeded template in the PostgreSQL of DATABASE_URL; `pg` is loaded only when one is asked for. */
export async function pgTestServer(...args: Parameters<typeof import('./pg-test-server').pgTestServer>): Promise<TestServer> {
  const { pgTestServer: open } = await import('./pg-test-server');
  return open(...args);
}
