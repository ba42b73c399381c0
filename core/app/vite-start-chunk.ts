import { rolldown, type CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { TREESHAKE } from './vite-treeshake';

/** The start's groups come before any other (priorities are unsigned; a higher one wins). */
export const START_PRIORITY = 1000;

/**
 * The app's start (boot.tsx and what it needs at once) in few chunks (issue 20). Left to the
 * automatic splitting, the start's modules that some lazy chunk or tenant also uses are cut into
 * chunks of their own: 89 files, 68 of them under 3 kB gzip, one HTTP/1.1 round trip per six.
 * All of them load at start anyway (index.html preloads them, vite-preload-boot.ts), so the start
 * is one chunk (rolldown names it after boot.tsx) and a lazy chunk imports what it needs from it.
 *
 * boot.tsx is a second input, so that rolldown's `$initial` tag names what the start needs after
 * tree-shaking (the static imports alone would name every antd component through antd's index).
 * The small entry (main.tsx) must not load the start's chunk, or the session's first calls would
 * wait for the whole app, so three groups:
 * - `early`: what the entry needs, found by bundling main.tsx alone (its dynamic imports left out);
 * - `start-reached`: what the start needs of the modules the entry's static imports reach without
 *   needing them (@mall/domain's rules, through its index): rolldown has the entry load them to
 *   keep the order in which they may run, so they are kept apart from the rest (20 kB gzip);
 * - `start`: the rest.
 * `generateBundle` fails the build if the entry loads the start's chunk all the same.
 */
export function startChunk(entryModule: string, bootModule: string): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  /** What the entry needs, after tree-shaking. */
  let entryNeeds = new Set<string>();
  /** What the entry's static imports reach, before tree-shaking (through `@mall/domain`'s index, say). */
  let entryReaches = new Set<string>();
  const groups: CodeSplittingGroup[] = [
    // What the entry needs (besides itself), in a chunk of its own that the start's chunk imports too.
    // Vite's helpers the page's entry imports (the modulepreload polyfill, the preload helper) go
    // with it: left in the entry's chunk, the polyfill had the start's chunk import the entry's.
    { name: 'early', priority: START_PRIORITY + 3, test: (id) => (entryNeeds.has(id) || (id.startsWith('\0') && entryReaches.has(id))) && id !== entryModule, includeDependenciesRecursively: false },
    // What the start needs of what the entry's imports reach without needing it: rolldown has the
    // entry import it anyway (to keep the order of what may run), so it is kept small and apart.
    { name: 'start-reached', priority: START_PRIORITY + 2, tags: ['$initial'], test: (id) => entryReaches.has(id) && !entryNeeds.has(id), includeDependenciesRecursively: false },
    // The rest of the start. Only what the test takes: a module the entry reaches stays out even
    // when a captured module imports it.
    { name: 'start', priority: START_PRIORITY + 1, tags: ['$initial'], test: (id) => !entryReaches.has(id), includeDependenciesRecursively: false },
  ];
  const plugin: Plugin = {
    name: 'mall-start-chunk',
    apply: 'build',
    async buildStart() {
      entryNeeds = await modulesOf(entryModule);
    },
    buildEnd(error) {
      if (error) return;
      entryReaches = new Set();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && id !== bootModule);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (entryReaches.has(id)) continue;
        entryReaches.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id === bootModule));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(entryModule));
      if (!start || !entry) throw new Error(`startChunk: no chunk for ${start ? entryModule : bootModule}`);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loadedWithEntry = new Set<string>();
      const visit = (fileName: string) => {
        if (loadedWithEntry.has(fileName)) return;
        loadedWithEntry.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      if (loadedWithEntry.has(start.fileName)) {
        throw new Error(`startChunk: the entry ${entry.fileName} imports the start's chunk ${start.fileName}; the session's first calls would wait for the app`);
      }
    },
  };
  return { plugin, groups };
}

/**
 * The modules a file needs when bundled alone, after tree-shaking as the app build does
 * (vite-treeshake.ts), its dynamic imports left out.
 */
export async function modulesOf(input: string): Promise<Set<string>> {
  const bundle = await rolldown({
    input,
    logLevel: 'silent',
    treeshake: TREESHAKE,
    plugins: [
      {
        name: 'dynamic-imports-out',
        resolveId: (source, _importer, extra) => (extra.kind === 'dynamic-import' ? { id: source, external: true } : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es' });
    return new Set(output.flatMap((item) => (item.type === 'chunk' ? Object.entries(item.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : [])) : [])));
  } finally {
    await bundle.close();
  }
}
