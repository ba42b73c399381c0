/** One `prelude { body }` of a stylesheet; `body` is the text between the braces. */
interface Block {
  readonly prelude: string;
  readonly body: string;
}

/** Index of the `}` closing the `{` just before `from`, skipping strings and comments. */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('antd styles: unbalanced braces');
}

function blocks(css: string): Block[] {
  const out: Block[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const close = closingBrace(css, open + 1);
    out.push({ prelude: css.slice(i, open).replace(/\/\*[\s\S]*?\*\//g, '').trim(), body: css.slice(open + 1, close) });
    i = close + 1;
  }
  return out;
}

/** Splits a selector list at its top-level commas (not those inside `:where(...)` or `[...]`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/**
 * The part of antd's stylesheet whose rules `keep` asks for. `all` are the class prefixes antd
 * names its components by (`btn`, `input-number`...); a selector belongs to the component of its
 * first `.ant-*` class (longest prefix), or to none (resets, icons, motions), and `keep` is asked
 * with that prefix or `undefined`. A rule stays with those of its selectors that are kept.
 * Selectors on antd's own build's variable classes (`.css-var-_R_..`) always go: the app's
 * theme writes its variables under another key. At-rules other than `@media`, `@supports`,
 * `@layer` and `@container` (keyframes) stay when `keep(undefined)` does.
 */
export function trimAntdCss(css: string, all: ReadonlySet<string>, keep: (component: string | undefined) => boolean): string {
  const byLength = [...all].sort((a, b) => b.length - a.length);
  const componentOf = (cls: string) => byLength.find((p) => cls === p || cls.startsWith(`${p}-`));
  const live = (selector: string) => {
    if (/\.css-var-_/.test(selector)) return false;
    const first = /\.ant-([A-Za-z0-9_-]+)/.exec(selector);
    return keep(first ? componentOf(first[1]!) : undefined);
  };
  const trim = (text: string): string =>
    blocks(text)
      .map(({ prelude, body }) => {
        if (/^@(media|supports|layer|container)\b/.test(prelude)) {
          const inner = trim(body);
          return inner ? `${prelude}{${inner}}` : '';
        }
        if (prelude.startsWith('@')) return keep(undefined) ? `${prelude}{${body}}` : '';
        const kept = selectors(prelude).filter(live);
        return kept.length ? `${kept.join(',')}{${body}}` : '';
      })
      .join('');
  return trim(css);
}
