// One build preset for every package: ESM + d.ts. A package's tsup.config.ts is
// `export default preset()` or `preset({ entry: [...] })`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Everything the package's manifest names as a dependency or peer dependency stays an import
 * (subpaths too, `react/jsx-runtime`, `antd/locale/...`): the mall's app build provides one copy
 * of React, antd, MobX, mobx-react-lite and the router, which tenants and shared plugins declare
 * as peers, and `@mall/sdk` and the shared plugins a tenant `uses` are packages of their own.
 * tsup does this by default; stating it keeps a bundled second React from ever slipping in.
 */
export function externalsOf(packageDir: string): RegExp[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).map((name) => new RegExp(`^${escape(name)}(/.*)?$`));
}

export function preset(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    // `npm run build -w <pkg>` runs tsup in the package's folder.
    external: externalsOf(process.cwd()),
    ...overrides,
  });
}
