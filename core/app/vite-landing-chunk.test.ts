// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { landingChunk } from './vite-landing-chunk';
import { startChunk } from './vite-start-chunk';

/**
 * A small app shaped like ours: the start needs one UI component; the landing page (home) needs
 * that one, two more from the same barrel, a shared helper and its own component; another lazy
 * page needs one of the landing page's components and one of its own.
 */
const APP: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "void import('./boot').then((m) => m.boot());\n",
  'ui/index.ts': "export { button } from './button';\nexport { card } from './card';\nexport { tabs } from './tabs';\nexport { table } from './table';\n",
  'ui/button.ts': "export const button = () => 'button';\n",
  'ui/card.ts': "import { tabs } from './tabs';\nexport const card = () => 'card' + tabs();\n",
  'ui/tabs.ts': "export const tabs = () => 'tabs';\n",
  'ui/table.ts': "export const table = () => 'table';\n",
  'ui/package.json': '{ "sideEffects": false }',
  'features/catalogue/price.ts': "export const price = (n: number) => n.toFixed(2);\n",
  'features/home/pages/home-page.ts': "import { button, card } from '../../../ui/index';\nimport { price } from '../../catalogue/price';\nimport { tile } from '../components/tile';\nexport const home = () => button() + card() + price(1) + tile();\n",
  'features/home/components/tile.ts': "export const tile = () => 'tile';\n",
  'features/cart/cart-page.ts': "import { card, table } from '../../ui/index';\nexport const cart = () => card() + table();\n",
  'boot.ts': "import { button } from './ui/index';\nexport function boot() {\n  console.log(button());\n  void import('./features/home/pages/home-page').then((m) => m.home());\n  void import('./features/cart/cart-page').then((m) => m.cart());\n}\n",
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'landing-chunk-'));
  for (const [file, text] of Object.entries(APP)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("puts the landing page's own modules in one chunk and what else it needs beyond the start in another", async () => {
  const start = startChunk(join(root, 'main.ts'), join(root, 'boot.ts'));
  const landing = landingChunk(join(root, 'features/home/pages/home-page.ts'), 'home');
  const out = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [start.plugin, landing.plugin],
    build: { write: false, rolldownOptions: { input: { index: join(root, 'index.html'), boot: join(root, 'boot.ts') }, output: { codeSplitting: { groups: [...start.groups, ...landing.groups] } } } },
  })) as RolldownOutput;
  const chunks = out.output.filter((item): item is OutputChunk => item.type === 'chunk');
  const holding = (file: string) => chunks.find((chunk) => chunk.moduleIds.includes(join(root, file)))!;

  const page = holding('features/home/pages/home-page.ts');
  expect(page.name).toBe('home-page');
  expect(holding('features/home/components/tile.ts')).toBe(page);
  const ui = holding('ui/card.ts');
  expect(ui.name).toBe('landing-ui');
  expect(holding('ui/tabs.ts')).toBe(ui);
  expect(holding('features/catalogue/price.ts')).toBe(ui);
  // What the start holds stays there; what only another page needs is not fetched by the landing page.
  expect(holding('ui/button.ts')).toBe(holding('boot.ts'));
  expect(holding('ui/table.ts')).not.toBe(ui);
  expect(holding('features/cart/cart-page.ts').imports).toContain(ui.fileName);
  expect(holding('features/cart/cart-page.ts').imports).not.toContain(page.fileName);
});
