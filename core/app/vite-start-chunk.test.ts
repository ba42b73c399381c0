// @vitest-environment node
import { buildApp, tempApp } from './vite-test-app';
import { startChunk } from './vite-start-chunk';

/**
 * A small app shaped like ours: an entry that needs one rule of a barrel and imports the app
 * (boot) dynamically; the app needs several modules, one of them shared with a lazy page and
 * one with a side effect; the lazy page needs one the start does not.
 */
const APP: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "import { early } from './lib/index';\nearly();\nvoid import('./boot').then((m) => m.boot());\n",
  'lib/index.ts': "export { early } from './early';\nexport { rule } from './rule';\n",
  'lib/early.ts': "export const early = () => console.log('early calls');\n",
  'lib/rule.ts': "export const rule = (n: number) => n * 2;\n",
  'lib/package.json': '{ "sideEffects": false }',
  'shared.ts': "export const shared = () => 'shared';\n",
  'registers.ts': "(globalThis as Record<string, unknown>).registered = true;\n",
  'boot.ts': "import './registers';\nimport { rule } from './lib/index';\nimport { shared } from './shared';\nexport function boot() {\n  console.log(rule(2), shared());\n  void import('./lazy').then((m) => m.page());\n}\n",
  'lazy.ts': "import { shared } from './shared';\nexport const page = () => shared() + 'lazy';\n",
};

const app = tempApp('start-chunk-', APP);

async function bundle(groups?: (start: ReturnType<typeof startChunk>) => ReturnType<typeof startChunk>['groups']) {
  const start = startChunk(app.at('main.ts'), app.at('boot.ts'));
  return buildApp(app, { plugins: [start.plugin], groups: groups?.(start) ?? start.groups });
}

it('puts what the start needs in one chunk and keeps the entry off it', async () => {
  const { holding } = await bundle();
  const start = holding('boot.ts');
  expect(holding('shared.ts')).toBe(start);
  expect(holding('registers.ts')).toBe(start);
  // The lazy page stays lazy and takes the shared module from the start's chunk.
  expect(holding('lazy.ts')).not.toBe(start);
  expect(holding('lazy.ts').imports).toContain(start.fileName);
  // The entry's own needs are their own chunk, which the start imports too; the entry never loads the start.
  const entry = holding('main.ts');
  const early = holding('lib/early.ts');
  expect(early).not.toBe(entry);
  expect(early).not.toBe(start);
  expect(entry.imports).not.toContain(start.fileName);
});

it("fails the build when the entry would load the start's chunk", async () => {
  // A start group that also takes what the entry's imports reach (the barrel's rule, its side effects' order).
  await expect(bundle((start) => [...start.groups.slice(0, 2), { ...start.groups[2]!, test: () => true }])).rejects.toThrow(/the entry .* imports the start's chunk .*the session's first calls would wait for the app/);
});
