import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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
