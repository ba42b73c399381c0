// Picking in antd's popups and tabs as a buyer does, shared by the journeys. A click that lands
// right after a popup or drawer opens is sometimes lost (seen in CI at load 4-8 on the region
// cascader, a select and a drawer's tab): each helper checks that the click took and clicks again.
// Selects are chosen with `chooseIn` of order-steps.mjs, which does the same.

/**
 * Picks a path in the region cascader opened by `box`: `path` is either a number of levels (the
 * first entry of each, the first level being the country) or the names to pick, country first.
 * Only the open dropdown's menus count (a closed one stays in the page), and a click that lands
 * while the dropdown still slides in is lost: it is tried again until the next level opens.
 */
export async function pickRegion(page, box, path) {
  const names = typeof path === 'number' ? Array.from({ length: path }) : path;
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  const entryOf = (level) => (names[level] === undefined ? menus.nth(level).locator('.ant-cascader-menu-item').first() : menus.nth(level).getByText(names[level], { exact: true }));
  // The countries come from a call: on a loaded machine the first open may show an empty list.
  for (let attempt = 1; ; attempt++) {
    await box.click();
    if (await entryOf(0).waitFor({ timeout: 15000 }).then(() => true, () => false)) break;
    if (attempt === 3) throw new Error('the region list did not open with its countries after 3 tries');
    await page.keyboard.press('Escape');
  }
  for (let level = 0; level < names.length; level++) {
    await entryOf(level).waitFor({ timeout: 15000 });
    for (let attempt = 1; ; attempt++) {
      await entryOf(level).click();
      if (level === names.length - 1) break;
      const opened = await entryOf(level + 1).waitFor({ timeout: 10000 }).then(() => true, () => false);
      if (opened) break;
      if (attempt === 3) throw new Error(`region level ${level + 2} did not open after 3 clicks`);
    }
  }
  await page.keyboard.press('Escape');
}

/**
 * Opens the tab named `name` in `container` (a drawer that has just slid in, say): done when
 * `shows`, a locator of the tab's content, is visible; a lost click is tried again.
 */
export async function openTab(container, name, shows) {
  for (let attempt = 1; ; attempt++) {
    await container.getByRole('tab', { name }).click();
    if (await shows.waitFor({ timeout: 10000 }).then(() => true, () => false)) return;
    if (attempt === 3) throw new Error(`the tab ${name} did not open after 3 clicks`);
  }
}
