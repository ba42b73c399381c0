// The runnable server, as `npm start` and a deployment run it: plain ESM for Node, no TypeScript
// loader at run time. Under tsx the server was 418-431 MB before an import on PGlite, 296-303 MB
// built; tsx's loader thread and the transformed sources were the difference (README, issue 13).
// Entries: the server, the child that prepares a PGlite folder, the PGlite worker and the server
// entry of every tenant package tenants.config.json names (dist/plugins/<package>/server.js,
// where load-server-plugins.ts looks for them when it runs built). One build with shared chunks,
// so the SDK, the domain and core's modules exist once however many entries import them.
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';
import { builtEntryName, hasServerEntry } from './src/plugins/server-entry';
import { tenantsFromConfig } from './src/seed/tenant-list';

const require = createRequire(import.meta.url);

/** The packages tenants.config.json names that export `./server`, with their server entry's source. */
function pluginEntries(): Record<string, string> {
  const names = new Set(tenantsFromConfig().flatMap((t) => (t.pluginPackage ? [t.pluginPackage] : [])));
  return Object.fromEntries([...names].filter(hasServerEntry).map((name) => [builtEntryName(`${name}/server`), require.resolve(`${name}/server`)]));
}

export default defineConfig({
  entry: { main: 'src/main.ts', 'prepare-child': 'src/prepare-child.ts', 'pglite-worker': 'src/db/pglite-worker.ts', 'sheet-reader-worker': 'src/features/data-import/sheet-reader-worker.ts', ...pluginEntries() },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  dts: false,
  sourcemap: true,
  clean: true,
  // Workspace packages ship TypeScript sources: they are bundled. Every other package stays an
  // import, resolved from node_modules at run time (PGlite finds its WASM beside its own files).
  noExternal: [/^@mall/],
  external: [/^(?!@mall)[^./]/],
  esbuildOptions(options) {
    // The packages say "sideEffects": false, yet some modules register messages on import
    // (`import './cart-messages'`); the bundle must keep those imports.
    options.ignoreAnnotations = true;
  },
});
