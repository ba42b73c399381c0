// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { antdStyleFunctionsOut, styleFunctionSpans, withoutStyleFunctions } from './vite-antd-style-functions';

describe('styleFunctionSpans', () => {
  it('finds the style function of each factory call, whatever its shape, and nothing else', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genBaseStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      "export const Sub = genSubStyleComponent(['Button', 'compact'], (token) => [genBaseStyle(token)], prepareToken);",
      "export default genStyleHooks('Alert', (token) => {",
      '  return [genBaseStyle(token)];',
      '}, prepareComponentToken, { unitless: { lineHeight: true } });',
      'other(genBaseStyle, 1);',
    ].join('\n');
    const spans = styleFunctionSpans(code);
    expect(spans.map(({ start, end }) => code.slice(start, end))).toEqual([
      '(token) => [genBaseStyle(token)]',
      '(token) => {\n  return [genBaseStyle(token)];\n}',
    ]);
    const out = withoutStyleFunctions(code, spans);
    expect(out).toContain("genSubStyleComponent(['Button', 'compact'], (() => []), prepareToken)");
    expect(out).toContain("genStyleHooks('Alert', (() => [])\n\n, prepareComponentToken, { unitless: { lineHeight: true } })");
    // Lines after a replacement stay where they were, so the source map stays near.
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('replaces a style function once when another factory is called inside it', () => {
    const code = "export default genStyleHooks('A', (token) => [genSubStyleComponent(['A', 'b'], (t) => [t], p)], prepare);";
    expect(withoutStyleFunctions(code, styleFunctionSpans(code))).toBe("export default genStyleHooks('A', (() => []), prepare);");
  });
});

describe('antdStyleFunctionsOut in a build', () => {
  let root: string;
  beforeAll(() => {
    // Under the repository, so that the build finds antd where npm installed it.
    const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
    mkdirSync(cache, { recursive: true });
    root = mkdtempSync(join(cache, 'antd-style-functions-'));
    writeFileSync(join(root, 'main.js'), "import { Alert } from 'antd';\nexport const alert = Alert;\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function bundle(withPlugin: boolean) {
    const out = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: withPlugin ? [antdStyleFunctionsOut()] : [],
      build: { write: false, minify: false, lib: { entry: join(root, 'main.js'), formats: ['es'] }, rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] } },
    })) as RolldownOutput[];
    return out[0]!.output.filter((item): item is OutputChunk => item.type === 'chunk').map((chunk) => chunk.code).join('\n');
  }

  it("drops Alert's style rules but keeps its token defaults, which antd writes as CSS variables", async () => {
    const [before, after] = [await bundle(false), await bundle(true)];
    // A selector of the style function, and the component token its defaults name.
    expect(before).toMatch(/["']&-description["']/);
    expect(after).not.toMatch(/["']&-description["']/);
    expect(after).toContain('withDescriptionIconSize');
  }, 60_000);
});
