// Issue 6: only the signed-in tenant's package is downloaded. A core-only tenant (T3) loads no
// tenant chunk at all; the appliance buyer (KINGFA) loads its own chunk and no other tenant's.
// Chunk names carry the package name (core/app/vite.config.ts chunkFileNames) before rollup's
// 8-character hash, which may itself start with '-' (tenant-appliance-firm--PVer78G.js).
const tenantChunk = /\/assets\/tenant-([a-z0-9-]+?)-[\w-]{8}\.js$/;

export default async function tenantChunks({ page, context, signIn, screenshot, expect }) {
  const loaded = [];
  page.on('request', (request) => {
    const match = tenantChunk.exec(new URL(request.url()).pathname);
    if (match) loaded.push(match[1]);
  });

  await signIn(page, 't3.buyer');
  await page.waitForLoadState('networkidle');
  expect(loaded.length === 0, `a core-only tenant downloaded tenant chunks: ${loaded.join(', ')}`);
  await screenshot('core-only-home');

  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  loaded.length = 0;
  await signIn(page, 'kingfa.buyer');
  await page.waitForLoadState('networkidle');
  expect(loaded.includes('appliance-firm'), `the appliance buyer did not download its tenant chunk (saw: ${loaded.join(', ') || 'none'})`);
  const others = loaded.filter((name) => name !== 'appliance-firm');
  expect(others.length === 0, `the appliance buyer downloaded other tenants' chunks: ${others.join(', ')}`);
  await screenshot('appliance-home');
}
