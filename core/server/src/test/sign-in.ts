import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed';

export interface SignedIn {
  token: string;
  /** Headers for `inject`: `{ authorization: 'Bearer ...' }`. */
  auth: { authorization: string };
  user: { id: number; organizationId: number; tenantId: number; tenantNum: string; companyId: number; loginName: string };
}

/** What the sign-in page hands the browser for its post: the CSRF cookie and the same token for the form. */
export async function signInForm(app: FastifyInstance, redirectUri = 'http://localhost:5173/'): Promise<{ cookie: string; csrfToken: string }> {
  const page = await app.inject({ method: 'GET', url: `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent(redirectUri)}` });
  const setCookie = String(page.headers['set-cookie'] ?? '');
  const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !csrfToken || !setCookie) throw new Error(`no sign-in form: ${page.statusCode}`);
  return { cookie: setCookie.split(';')[0]!, csrfToken };
}

/** Signs in through the real sign-in form and reads the token from the redirect's hash. */
export async function signIn(app: FastifyInstance, loginName: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const { cookie, csrfToken } = await signInForm(app);
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { cookie },
    payload: { loginName, password, client_id: 'mall-pc', redirect_uri: 'http://localhost:5173/', csrf_token: csrfToken },
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
