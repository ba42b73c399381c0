import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed';

export interface SignedIn {
  token: string;
  /** Headers for `inject`: `{ authorization: 'Bearer ...' }`. */
  auth: { authorization: string };
  user: { id: number; organizationId: number; tenantId: number; tenantNum: string; companyId: number; loginName: string };
}

/** Signs in through the real sign-in form and reads the token from the redirect's hash. */
export async function signIn(app: FastifyInstance, loginName: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/login',
    payload: { loginName, password, client_id: 'mall-pc', redirect_uri: 'http://localhost:5173/' },
  });
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') throw new Error(`sign-in of ${loginName} failed: ${response.statusCode}`);
  const token = new URLSearchParams(location.split('#')[1]).get('access_token');
  if (!token) throw new Error(`no access_token in ${location}`);
  const auth = { authorization: `Bearer ${token}` };
  const self = await app.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers: auth });
  return { token, auth, user: self.json() };
}

/** The failed-answer shape of spec 1 section 8, for `expect(...).toMatchObject`. */
export const failedShape = (code?: string) => ({
  failed: true,
  type: expect.stringMatching(/^(error|warn|info)$/),
  code: code ?? expect.any(String),
  message: expect.any(String),
});
