// Signs a demo user in through `inject`, as the sign-in page's form would post: the page's CSRF
// cookie and the same token in the form (core/server/src/auth/sign-in-csrf.ts). Returns the token.
export async function injectSignIn(mall, loginName, password = 'demo1234') {
  const page = await mall.inject({ method: 'GET', url: '/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=%2F' });
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0];
  const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
  const login = await mall.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { cookie },
    payload: { loginName, password, client_id: 'mall-pc', redirect_uri: '/', csrf_token: csrfToken },
  });
  const token = new URLSearchParams(String(login.headers.location).split('#')[1]).get('access_token');
  if (!token) throw new Error(`sign-in of ${loginName} failed: ${login.statusCode}`);
  return token;
}
