import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The entries of react-router the app imports (react-router-dom re-exports both). */
const ENTRIES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * react-router 7's package exports name only its development build, for production too
 * (remix-run/react-router issue 14102, open): that build sets ENABLE_DEV_WARNINGS, so its warnings
 * and their texts stay in the bundle. The package ships the production build beside it in
 * `dist/production`; the app build resolves the two entries there. Development and the tests keep
 * the package's own resolution and its warnings.
 */
export function routerProduction(from: string): Plugin {
  const require = createRequire(from);
  const root = dirname(require.resolve('react-router/package.json'));
  const files = Object.fromEntries(Object.entries(ENTRIES).map(([id, file]) => [id, join(root, 'dist/production', file)]));
  return {
    name: 'mall-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      // A later react-router that moves or drops the folder fails the build here instead of
      // quietly bundling the development build again.
      for (const file of Object.values(files)) if (!existsSync(file)) this.error(`react-router's production build is not at ${file}; see vite-router-production.ts.`);
    },
    resolveId(id) {
      return files[id] ?? null;
    },
  };
}
