import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The dependency rule of ARCHITECTURE.md: tenants and shared plugins speak only to the SDK
// (and, in tests, the test kit). Anything else is a lint error, so CI refuses it.
const sdkOnly = {
  patterns: [
    { regex: '^(\\.\\./)+(core|sdk|tenants|plugins)/', message: 'Reaching into another package by a relative path breaks the dependency rule; import @mall/sdk.' },
    {
      regex: '^(?!@mall/sdk(/|$)|\\.|react(/|$)).*',
      message: 'A tenant or shared plugin imports only @mall/sdk (and @mall/sdk-testing in tests). If you need something core has, the SDK must export it.',
    },
  ],
};
const sdkAndTestKit = {
  patterns: [
    { regex: '^(\\.\\./)+(core|sdk|tenants|plugins)/', message: 'Reaching into another package by a relative path breaks the dependency rule.' },
    {
      regex: '^(?!@mall/sdk(/|$)|@mall/sdk-testing(/server)?$|\\.|react(/|$)|vitest$|@testing-library/|@storybook/).*',
      message: 'Plugin tests and stories import only @mall/sdk, @mall/sdk-testing and the test tools.',
    },
  ],
};

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
  {
    files: ['tenants/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', sdkOnly] },
  },
  {
    files: ['tenants/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tenants/**/*.stories.tsx', 'plugins/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', sdkAndTestKit] },
  },
);
