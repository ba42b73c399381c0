import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** antd's factories of a component's style hook; their second argument writes its CSS rules. */
const FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const CALLS = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/;

type Span = { start: number; end: number };
type AstNode = Span & { type: string; [key: string]: unknown };

/** The second argument of every call of a style-hook factory in an antd module. */
export function styleFunctionSpans(code: string): Span[] {
  const spans: Span[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (n.type === 'CallExpression') {
      const callee = n.callee as AstNode;
      const styleFn = (n.arguments as AstNode[])[1];
      if (callee.type === 'Identifier' && FACTORIES.has(callee.name as string) && styleFn) spans.push({ start: styleFn.start, end: styleFn.end });
    }
    for (const key of Object.keys(n)) if (key !== 'parent') visit(n[key]);
  };
  visit(parseAst(code));
  return spans;
}

/** `code` with each span replaced by a function that writes no rules, keeping its line breaks. */
export function withoutStyleFunctions(code: string, spans: Span[]): string {
  let out = '';
  let at = 0;
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    // A factory called inside a replaced style function went with it.
    if (start < at) continue;
    const lines = code.slice(start, end).split('\n').length - 1;
    out += code.slice(at, start) + '(() => [])' + '\n'.repeat(lines);
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Leaves antd's style functions out of the app's build (issue 20): the shell's theme sets antd's
 * `zeroRuntime` (shell/theme.ts) and the rules come from the static stylesheets
 * (vite-antd-styles.ts), so antd never calls the function each component's style hook is made
 * from; it only reads the component's token defaults (the factory's third argument) to write its
 * CSS variables. Those functions were about a fifth of antd's code in every chunk. Replacing them
 * with one that writes nothing lets the bundler drop them and the style helpers only they use.
 * Only the app's build: Storybook and the jsdom tests keep antd's run-time styles.
 */
export function antdStyleFunctionsOut(): Plugin {
  return {
    name: 'mall-antd-style-functions-out',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/antd\/es\/.+\.js$/, code: CALLS },
      handler(code) {
        const spans = styleFunctionSpans(code);
        return spans.length ? { code: withoutStyleFunctions(code, spans), map: null } : undefined;
      },
    },
  };
}
