// Signs a demo user in through the provider's login page, as a buyer would.
export const DEMO_PASSWORD = 'demo1234';

export async function signIn(page, url, loginName, password = DEMO_PASSWORD) {
  await page.goto(`${url}/`);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await page.fill('#loginName', loginName);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/oauth')), page.click('button[type=submit], input[type=submit]')]);
  // The app moves the token out of the hash and reloads; wait for the signed-in shell.
  await page.waitForFunction(() => !window.location.hash.includes('access_token'));
  await page.getByText(/Welcome|欢迎|My mall|我的商城/).first().waitFor({ timeout: 30000 });
  await acceptPrivacyTerm(page);
  await confirmIdentity(page);
}

/** A buyer who has not accepted the privacy term is asked on entry (spec 1 screen 11); agree, once per user. */
export async function acceptPrivacyTerm(page) {
  const agree = page.getByRole('dialog').getByRole('button', { name: /^(Agree|同\s?意)$/ });
  if (await agree.waitFor({ state: 'visible', timeout: 4000 }).then(() => true, () => false)) {
    await agree.click();
    await agree.waitFor({ state: 'hidden' });
  }
}

/** The buying identity dialog asks on entry (spec 1 screen 5); keep the offered unit. */
export async function confirmIdentity(page) {
  const dialog = page.getByRole('dialog').filter({ hasText: /purchase identity selection|采购身份选择/ });
  if (await dialog.waitFor({ state: 'visible', timeout: 4000 }).then(() => true, () => false)) {
    // The privacy term may open over it later than acceptPrivacyTerm waited (a loaded machine).
    const agree = page.getByRole('dialog').getByRole('button', { name: /^(Agree|同\s?意)$/ });
    if (await agree.isVisible()) await acceptPrivacyTerm(page);
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
