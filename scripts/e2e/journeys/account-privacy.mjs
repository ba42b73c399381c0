// Spec 1 section 2 screen 11 and section 6 in a real browser: a buyer who has not accepted the
// privacy term is shown it on entry (user-status MALL-PC) and agrees once; the personal centre
// (/user-center, behind its permission) shows the person-information dialog and the
// enterprise survey.
// e2e-shares: zyt.buyer
export default async function accountPrivacy({ page, url, password, screenshot, expect }) {
  await page.goto(`${url}/`);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await page.fill('#loginName', 'zyt.buyer');
  await page.fill('#password', password);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/oauth')), page.click('button[type=submit]')]);
  await page.waitForFunction(() => !window.location.hash.includes('access_token'));

  const privacy = page.getByRole('dialog').filter({ hasText: /Privacy terms|隐私条款/ });
  await privacy.waitFor({ timeout: 30000 });
  await privacy.getByText(/third parties|第三方/).waitFor();
  await screenshot('privacy-term');
  await privacy.getByRole('button', { name: /^(Agree|同\s?意)$/ }).click();
  await privacy.waitFor({ state: 'hidden' });
  const identity = page.getByRole('dialog').filter({ hasText: /purchase identity selection|采购身份选择/ });
  if (await identity.waitFor({ timeout: 4000 }).then(() => true, () => false)) await identity.getByRole('button').last().click();

  await page.goto(`${url}/user-center`);
  await page.getByText(/企业采购满意度调查/).waitFor({ timeout: 30000 });
  await page.getByText(/You have accepted the privacy terms|您已同意隐私条款/).waitFor();
  await page.getByRole('button', { name: /View personal information|查看个人信息/ }).click();
  const person = page.getByRole('dialog').filter({ hasText: /Personal information|个人信息/ });
  await person.getByText(/Tenant-level user|租户级用户/).waitFor();
  expect((await person.textContent()).includes('138****'), 'the mobile shows masked');
  await screenshot('person-information');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /I have filled it in|我已填写/ }).click();
  await page.getByText(/Thank you, you have filled in the survey|感谢您填写问卷/).waitFor();

  // Accepted once: a new page load does not ask again.
  await page.reload();
  await page.getByText(/Thank you, you have filled in the survey|感谢您填写问卷/).waitFor({ timeout: 30000 });
  await page.waitForTimeout(1500);
  expect((await page.getByRole('dialog').filter({ hasText: /Privacy terms|隐私条款/ }).count()) === 0, 'the privacy term is asked only once');
  await screenshot('user-center');
}
