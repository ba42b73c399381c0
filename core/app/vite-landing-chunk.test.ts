// @vitest-environment node
import type { TreeshakingOptions } from 'rolldown';
import { buildApp, tempApp, type TempApp } from './vite-test-app';
import { landingChunks } from './vite-landing-chunk';
import { startChunk } from './vite-start-chunk';
import { TREESHAKE } from './vite-treeshake';

/**
 * A small app shaped like ours: the start needs one UI component; the first landing page (home)
 * needs that one, two more from the same barrel, a shared helper and its own component; the second
 * (cart) needs one of home's components, two more and its own; a third lazy page needs one of
 * each landing page's components.
 */
const APP: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "void import('./boot').then((m) => m.boot());\n",
  'ui/index.ts': "export { button } from './button';\nexport { card } from './card';\nexport { tabs } from './tabs';\nexport { table } from './table';\nexport { input } from './input';\n",
  'ui/input.ts': "export const input = () => 'input';\n",
  'ui/button.ts': "export const button = () => 'button';\n",
  'ui/card.ts': "import { tabs } from './tabs';\nexport const card = () => 'card' + tabs();\n",
  'ui/tabs.ts': "export const tabs = () => 'tabs';\n",
  'ui/table.ts': "export const table = () => 'table';\n",
  'ui/package.json': '{ "sideEffects": false }',
  'features/catalogue/price.ts': "export const price = (n: number) => n.toFixed(2);\n",
  'features/home/pages/home-page.ts': "import { button, card } from '../../../ui/index';\nimport { price } from '../../catalogue/price';\nimport { tile } from '../components/tile';\nexport const home = () => button() + card() + price(1) + tile();\n",
  'features/home/components/tile.ts': "export const tile = () => 'tile';\n",
  'features/cart/pages/cart-page.ts': "import { card, input, table } from '../../../ui/index';\nimport { line } from '../components/line';\nexport const cart = () => card() + table() + input() + line();\n",
  'features/cart/components/line.ts': "export const line = () => 'line';\n",
  'features/orders/orders-page.ts': "import { card, table } from '../../ui/index';\nexport const orders = () => card() + table();\n",
  'boot.ts': "import { button } from './ui/index';\nexport function boot() {\n  console.log(button());\n  void import('./features/home/pages/home-page').then((m) => m.home());\n  void import('./features/cart/pages/cart-page').then((m) => m.cart());\n  void import('./features/orders/orders-page').then((m) => m.orders());\n}\n",
};

const app = tempApp('landing-chunk-', APP);

/** The app built with the start's groups and the given landing pages' (`features/<name>/pages/<name>-page.ts`). */
function bundle(of: TempApp, pages: readonly string[], treeshake?: TreeshakingOptions) {
  const start = startChunk(of.at('main.ts'), of.at('boot.ts'));
  const landing = landingChunks(pages.map((name) => ({ module: of.at(`features/${name}/pages/${name}-page.ts`), name })));
  return buildApp(of, { plugins: [start.plugin, landing.plugin], groups: [...start.groups, ...landing.groups], treeshake });
}

it("puts each landing page's own modules in one chunk and what else it needs beyond the start and the pages before it in another", async () => {
  const { holding } = await bundle(app, ['home', 'cart']);

  const home = holding('features/home/pages/home-page.ts');
  expect(home.name).toBe('home-page');
  expect(holding('features/home/components/tile.ts')).toBe(home);
  const homeUi = holding('ui/card.ts');
  expect(homeUi.name).toBe('home-ui');
  expect(holding('ui/tabs.ts')).toBe(homeUi);
  expect(holding('features/catalogue/price.ts')).toBe(homeUi);
  // What the start holds stays there.
  expect(holding('ui/button.ts')).toBe(holding('boot.ts'));

  const cart = holding('features/cart/pages/cart-page.ts');
  expect(cart.name).toBe('cart-page');
  expect(holding('features/cart/components/line.ts')).toBe(cart);
  const cartUi = holding('ui/table.ts');
  expect(cartUi.name).toBe('cart-ui');
  expect(holding('ui/input.ts')).toBe(cartUi);
  // The card home's group holds is not taken again, and home does not fetch the cart's.
  expect(cart.imports).toContain(homeUi.fileName);
  expect(home.imports).not.toContain(cartUi.fileName);

  // Another page loads the two UI chunks, never a landing page's own.
  const orders = holding('features/orders/orders-page.ts');
  expect(orders.imports).toEqual(expect.arrayContaining([homeUi.fileName, cartUi.fileName]));
  expect(orders.imports).not.toContain(home.fileName);
  expect(orders.imports).not.toContain(cart.fileName);
});

/**
 * antd's form package as it is: its index attaches Field to Form at load and declares no
 * `sideEffects`. Home uses only its provider; another page uses the form and its Field.
 */
const FORMS: Record<string, string> = {
  'index.html': APP['index.html']!,
  'main.ts': APP['main.ts']!,
  'node_modules/@rc-component/form/package.json': '{ "name": "@rc-component/form", "module": "index.js" }',
  'node_modules/@rc-component/form/index.js':
    "import { FormProvider } from './provider.js';\nimport { Form } from './form.js';\nimport { Field } from './field.js';\nconst RefForm = Form;\nRefForm.Field = Field;\nexport { FormProvider, Field };\nexport default RefForm;\n",
  'node_modules/@rc-component/form/provider.js': "export const FormProvider = () => 'provider';\n",
  'node_modules/@rc-component/form/form.js': "export const Form = () => 'form';\n",
  'node_modules/@rc-component/form/field.js': "export const Field = () => 'field engine';\n",
  'features/home/pages/home-page.ts': "import { FormProvider } from '@rc-component/form';\nexport const home = () => FormProvider();\n",
  'features/orders/orders-page.ts': "import Form from '@rc-component/form';\nexport const orders = () => Form() + Form.Field();\n",
  'boot.ts': "export function boot() {\n  void import('./features/home/pages/home-page').then((m) => m.home());\n  void import('./features/orders/orders-page').then((m) => m.orders());\n}\n",
};

const forms = tempApp('landing-chunk-forms-', FORMS);

it("finds a landing page's needs tree-shaken as the app build is: a package's code only another page uses stays out of the page's chunks", async () => {
  const { holding } = await bundle(forms, ['home'], TREESHAKE);
  const home = holding('features/home/pages/home-page.ts');
  const homeUi = holding('node_modules/@rc-component/form/provider.js');
  expect(homeUi.name).toBe('home-ui');
  const field = holding('node_modules/@rc-component/form/field.js');
  expect(field).not.toBe(homeUi);
  expect(home.imports).not.toContain(field.fileName);
  expect(homeUi.imports).not.toContain(field.fileName);
});
