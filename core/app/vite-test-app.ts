import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CodeSplittingGroup, OutputChunk, RolldownOutput, TreeshakingOptions } from 'rolldown';
import { build, type Plugin } from 'vite';

/**
 * A small app for the build plugins' tests, written to a fresh folder before the file's tests and
 * removed after them; `at(file)` is a file's path in it.
 */
export function tempApp(prefix: string, files: Record<string, string>): { at: (file: string) => string; root: () => string } {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return { at: (file) => join(root, file), root: () => root };
}

export type TempApp = ReturnType<typeof tempApp>;

/**
 * Builds the app (index.html and boot.ts as inputs, as the mall's build has them) in memory with
 * the given plugins and groups; `holding(file)` is the chunk that holds one of its files.
 */
export async function buildApp(app: TempApp, options: { plugins: Plugin[]; groups: CodeSplittingGroup[]; treeshake?: TreeshakingOptions }) {
  const out = (await build({
    root: app.root(),
    configFile: false,
    logLevel: 'silent',
    plugins: options.plugins,
    build: {
      write: false,
      rolldownOptions: {
        treeshake: options.treeshake,
        input: { index: app.at('index.html'), boot: app.at('boot.ts') },
        output: { codeSplitting: { groups: options.groups } },
      },
    },
  })) as RolldownOutput;
  const chunks = out.output.filter((item): item is OutputChunk => item.type === 'chunk');
  const holding = (file: string) => chunks.find((chunk) => chunk.moduleIds.includes(app.at(file)))!;
  return { chunks, holding };
}
