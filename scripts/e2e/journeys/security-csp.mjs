// Issue 21 item 4 in a real browser: the app really runs under its Content Security Policy.
// Signs in through the sign-in page, walks home, the product list and the cart, and fails on any
// `securitypolicyviolation` event or CSP console error, and when a page is not working.
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|evaluate|frame|create)/i;

export default async function securityCsp({ page, context, url, signIn, screenshot, expect }) {
  const violations = [];
  // Every document (the sign-in page included) reports its violations to the journey.
  await context.exposeBinding('reportCspViolation', (_source, text) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  const policies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') policies.set(new URL(response.url()).pathname, response.headers()['content-security-policy']);
  });

  await signIn(page, 't3.buyer');
  const signInPolicy = policies.get('/oauth/oauth/authorize');
  expect(signInPolicy?.includes("frame-ancestors 'none'"), `the sign-in page carries the policy (got ${signInPolicy})`);
  const appPolicy = policies.get('/');
  expect(appPolicy?.includes("script-src 'self'") && !appPolicy.includes('unsafe-eval'), `the app is served under a strict script policy (got ${appPolicy})`);
  await page.getByText(/Welcome|欢迎/).first().waitFor();
  await screenshot('home');

  await page.goto(`${url}/product-list`);
  const cards = page.locator('a[href*="/product-detail?"]');
  await cards.first().waitFor({ timeout: 30000 });
  expect((await cards.count()) > 0, 'the product list shows products');
  // antd's CSS-in-JS styles applied: a styled component has its computed look, not the browser default.
  const styled = await page.locator('.ant-btn, .ant-input, .ant-card').first().evaluate((el) => getComputedStyle(el).boxSizing);
  expect(styled === 'border-box', `antd's runtime styles are applied (box-sizing ${styled})`);
  await screenshot('product-list');

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: /Shopping cart|购物车/ }).waitFor({ timeout: 30000 });
  await page.locator('.ant-table-row').first().waitFor({ timeout: 30000 });
  await screenshot('cart');

  // A page of the mall cannot be framed by another document.
  const framed = await page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    let readable;
    try {
      readable = Boolean(frame.contentDocument?.querySelector('form[action="/oauth/login"]'));
    } catch {
      readable = false;
    }
    frame.remove();
    return readable;
  }, `${url}/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=%2F`);
  expect(!framed, 'the sign-in page refused to load in a frame');
  // The frame refusal above is itself reported as a violation (frame-ancestors); nothing else may be.
  const unexpected = violations.filter((v) => !/frame-ancestors|Refused to (frame|display)/i.test(v));
  expect(unexpected.length === 0, `no CSP violation while using the app: ${unexpected.join(' | ')}`);
}
