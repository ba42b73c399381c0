// Spec 1 section 4 "Session start" in a real browser: sign-in redirect, wrong password,
// token in the hash, home, My Mall menu, language switch, logout.
export default async function session({ page, url, signIn, screenshot, expect }) {
  await page.goto(`${url}/my-mall`);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  expect(page.url().includes(encodeURIComponent('/my-mall')), 'the sign-in page keeps the address to come back to');
  await page.fill('#loginName', 't3.buyer');
  await page.fill('#password', 'wrong-password');
  await page.click('button[type=submit]');
  await page.waitForLoadState();
  expect(page.url().includes('/oauth'), 'a wrong password stays on the sign-in page');
  await screenshot('wrong-password');

  await signIn(page, 't3.buyer');
  expect(!page.url().includes('#'), 'the token left the address bar');
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === 'access_token'), 'the access token is stored as a cookie');
  // signIn may return on the top bar's texts, before the home page's lazy chunk shows its greeting.
  await page.getByText(/Welcome|欢迎/).first().waitFor();
  await screenshot('home-zh');
  expect(await page.getByText('欢迎').first().isVisible(), 'the mall starts in zh_CN, the default language');

  await page.getByLabel('语言').click();
  await page.getByText('English', { exact: true }).click();
  await page.getByText(/Welcome/).first().waitFor();
  // What the server wrote in Chinese (the home's group titles) comes again in English.
  const englishGroup = await page.getByRole('heading', { name: 'Limited-time deals' }).waitFor({ timeout: 10000 }).then(() => true, () => false);
  expect(englishGroup && (await page.getByRole('heading', { name: '限时特惠' }).count()) === 0, "the home's groups follow the language switch");
  await screenshot('home');

  await page.getByRole('banner').getByRole('link', { name: 'My mall' }).click();
  await page.getByText('My orders').first().waitFor();
  await page.getByText('Account settings').waitFor();
  await page.getByText('My requests').waitFor();
  await screenshot('my-mall');

  await page.getByRole('button', { name: /T3|Buyer|buyer/ }).first().click();
  await page.getByText('Log out').click();
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  const after = await page.context().cookies();
  expect(!after.some((c) => c.name === 'access_token'), 'logout cleared the access token');
}
