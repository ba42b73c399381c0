import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyRule } from './scripts/lint/dependency-rule.mjs';
import { featureImportsRule } from './scripts/lint/feature-imports.mjs';

// The dependency rule of ARCHITECTURE.md on every package, with eslint-plugin-boundaries
// (scripts/lint/dependency-rule.mjs); scripts/dependency-rule.test.ts proves each forbidden edge
// is refused. CI runs `npm run lint`, so a broken edge fails the build.
const root = dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  dependencyRule(root),
  // Inside the buyer app: a feature is imported only through its index.ts (README "Layout").
  featureImportsRule(root),
);
