import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SHARED_UI } from './scripts/shared-ui.mjs';

// One run for the whole repo, split into projects by runtime: node for pure code and the
// server, jsdom for anything that renders React.
const jsdom = {
  environment: 'jsdom',
  setupFiles: ['./scripts/vitest-setup-dom.ts'],
};

export default defineConfig({
  // Tests load plugins over core with the same single copy of the UI libraries as the app build.
  // Node loads antd's CommonJS build (its package has no exports map); the app's few deep
  // imports of antd's ES build (antd/es/app/context for the lazy feedback App) must reach the
  // same module objects, so under test they point into antd/lib.
  resolve: { dedupe: [...SHARED_UI], alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }] },
  test: {
    globals: true,
    // Vitest's default is one worker per core but one: on CI's two cores the whole suite ran in
    // a single worker while the other core idled (the step's wall time equalled the sum of the
    // files' times). Files share nothing that clashes: server suites copy their own databases.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'domain', include: ['core/domain/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['sdk/plugin-api/**/*.test.ts'],
          environment: 'node',
          typecheck: { enabled: true, include: ['sdk/plugin-api/**/*.test-d.ts'], tsconfig: 'sdk/plugin-api/tsconfig.json' },
        },
      },
      { extends: true, test: { name: 'server', include: ['core/server/**/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000 } },
      { extends: true, test: { name: 'app', include: ['core/app/**/*.test.{ts,tsx}'], ...jsdom, testTimeout: 30000 } },
      {
        extends: true,
        test: { name: 'plugins', include: ['plugins/**/*.test.{ts,tsx}', 'tenants/**/*.test.{ts,tsx}', 'sdk/testing/**/*.test.{ts,tsx}'], ...jsdom, testTimeout: 30000 },
      },
      { extends: true, test: { name: 'stories', include: ['stories/**/*.test.{ts,tsx}'], ...jsdom, testTimeout: 30000 } },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.{ts,mjs}'], environment: 'node' } },
    ],
  },
});
