// Signs a demo user in over HTTP, as the sign-in page's form posts: the page's CSRF cookie and
// the same token in the form (core/server/src/auth/sign-in-csrf.ts). For a mall in another
// process; bench/sign-in-inject.mjs does the same through `inject`. Returns the token.
export async function signInOverHttp(url, loginName, password = 'demo1234') {
  const page = await fetch(`${url}/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=%2F`);
  const cookie = String(page.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const login = await fetch(`${url}/oauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName, password, client_id: 'mall-pc', redirect_uri: '/', csrf_token: csrf }),
  });
  const token = new URLSearchParams(String(login.headers.get('location')).split('#')[1]).get('access_token');
  if (!token) throw new Error(`sign-in of ${loginName} failed: ${login.status}`);
  return token;
}
