// `@mall/server/testing`: the server test kit, for the SDK test kit's in-process server.
export { testServer, fingerprint, type TestServer } from './test-server';
export { signIn, type SignedIn } from './sign-in';
