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
  await page.getByRole('img', { name: /warning|exclamation|stop|close/i }).first().waitFor({ state: 'attached', timeout: 5000 }).catch(() => undefined);
  expect(await page.locator('.ant-result').count() > 0, '/pub/forbidden shows the error state');
  await screenshot('config-error-forbidden');
}
