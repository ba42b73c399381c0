// Spec 1 section 4 steps 4 and 5 in a real browser: a member with both permissions and the
// personal default channel lands in /sigl on the first visit; broken configs land on
// /pub/forbidden with the error state.
export default async function sessionChannels({ page, context, signIn, screenshot, expect }) {
  await signIn(page, 't3.member');
  await page.waitForURL(/\/sigl/);
  await page.getByText(/个人商城|Personal mall/).first().waitFor();
  await screenshot('member-sigl');

  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(page.url().replace(/\/sigl.*/, '/'));
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await page.fill('#loginName', 't3.config-error');
  await page.fill('#password', 'demo1234');
  await page.click('button[type=submit]');
  await page.waitForURL(/\/pub\/forbidden/, { timeout: 30000 });
  // The refusal arrives with the lazily loaded antd Result; a mall that lost its gate on the way
  // (CI caught it showing a loader for good) fails here, not at a count taken too early.
  const refusal = page.locator('.ant-result');
  const shown = await refusal.waitFor({ timeout: 15000 }).then(() => true, () => false);
  expect(shown, '/pub/forbidden shows the error state');
  expect(await refusal.getByText('商城配置加载失败，请联系管理员').isVisible(), 'the error state carries the server errorMsg');
  expect(await refusal.getByRole('button', { name: /退出登录|Sign out/ }).isVisible(), 'the error state offers to sign out');
  await screenshot('config-error-forbidden');
}
