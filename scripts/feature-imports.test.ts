import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { resolve } from 'node:path';
import { featureImportsRule } from './lint/feature-imports.mjs';

const root = resolve(__dirname, '..');
const linter = new Linter({ configType: 'flat' });
const config = [{ languageOptions: { parser: tseslint.parser } }, featureImportsRule(root)];

/** The rule's messages for one line of code in `file` (a path under the repo). */
function lint(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: resolve(root, file) }).map((m) => m.message);
}

describe('a feature is imported only through its index.ts', () => {
  it.each([
    ['another feature, one level down', 'core/app/src/features/product/components/sku-list.tsx', "import { ProductPrice } from '../../catalogue/components/product-price';"],
    ['compare reaching into product', 'core/app/src/features/compare/compare-store.ts', "import type { ProductDetail } from '../product-info/product-types';"],
    ['a re-export of an internal', 'core/app/src/features/cart/index.ts', "export { BudgetLink } from '../budget/components/budget-link';"],
    ['a lazy import', 'core/app/src/features/order/order-feature.ts', "const page = () => import('../cart/pages/cart-page');"],
    ['the shell', 'core/app/src/shell/top-bar.tsx', "import { IdentityDialog } from '../features/identity/identity-dialog';"],
    ['test support', 'core/app/src/test-support/save-budget.ts', "import { BudgetPanelStore } from '../features/budget/budget-panel-store';"],
  ])('refuses a deep import from %s', (_case, file, code) => {
    const [message] = lint(file, code);
    expect(message).toMatch(/reaches into feature '[a-z-]+'; import it from the feature's index\.ts/);
  });

  it('names the entry to use instead', () => {
    expect(lint('core/app/src/features/product/components/sku-list.tsx', "import { ProductPrice } from '../../catalogue/components/product-price';")).toEqual([
      "'../../catalogue/components/product-price' reaches into feature 'catalogue'; import it from the feature's index.ts ('../../catalogue'), and export there what other features need.",
    ]);
  });

  it.each([
    ['a feature index', 'core/app/src/features/product/components/sku-list.tsx', "import { ProductPrice } from '../../catalogue';"],
    ['an explicit index', 'core/app/src/features/compare/compare-store.ts', "import { placeOf } from '../product-info/index';"],
    ['inside the same feature', 'core/app/src/features/compare/pages/products-compare-page.tsx', "import { CompareSheet } from '../components/compare-sheet';"],
    ['the features aggregate', 'core/app/src/shell/create-container.ts', "import { coreFeatures } from '../features';"],
    ['a shared file of the features folder', 'core/app/src/features/cart/cart-feature.ts', "import type { CoreFeature } from '../core-feature';"],
    ['a package', 'core/app/src/features/cart/cart-feature.ts', "import { routes } from '@mall/sdk';"],
  ])('allows %s', (_case, file, code) => {
    expect(lint(file, code)).toEqual([]);
  });
});
