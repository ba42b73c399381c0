import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { trimAntdCss } from './antd-css-trim';

const require = createRequire(import.meta.url);
const antdRoot = dirname(require.resolve('antd/package.json'));
const ANTD_CSS = join(antdRoot, 'dist/antd.css');

/** The class prefixes a module of antd names its components by: `getPrefixCls('btn', ...)`. */
const prefixesIn = (code: string) => [...code.matchAll(/getPrefixCls\(\s*['"]([a-z][a-z-]*)['"]/g)].map((m) => m[1]!);

function allPrefixes(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) prefixesIn(readFileSync(path, 'utf8')).forEach((p) => found.add(p));
    }
  };
  walk(join(antdRoot, 'es'));
  return found;
}

/**
 * antd's styles as static, hashed stylesheets (issue 20), for the shell's `zeroRuntime` theme:
 * antd then writes no component styles at run time, only the theme's CSS variables (the
 * tenant's colours), which these stylesheets read.
 *
 * antd ships the styles of all its components in one file (`antd/dist/antd.css`, 1 MB). The
 * build gives each chunk the rules of the antd components whose modules it holds as that
 * chunk's CSS, through Vite's own CSS splitting: the page entry's stylesheet has the resets,
 * icons and motions (and the components of the chunks the entry loads); any other chunk's, less
 * what the entry and the chunk's own imports bring, is fetched with it and applied before its
 * code runs, so nothing renders unstyled. index.html links the start's (vite-preload-boot.ts).
 * A component in two chunks that do not import each other has its rules in both. The
 * development server links the whole file.
 */
export function antdStaticStyles(): Plugin {
  let base = '/';
  let source: { css: string; all: Set<string> } | undefined;
  /** The class prefixes named by each chunk's modules, by chunk file name, for one output. */
  const prefixes = new Map<string, Set<string>>();
  return {
    name: 'mall-antd-static-styles',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    renderStart() {
      prefixes.clear();
    },
    transformIndexHtml(_html, ctx) {
      if (ctx.bundle) return undefined;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}@fs${ANTD_CSS}` }, injectTo: 'head-prepend' }];
    },
    renderChunk(_code, chunk, _options, meta) {
      source ??= { css: readFileSync(ANTD_CSS, 'utf8'), all: allPrefixes() };
      const prefixesOf = (name: string) => {
        let found = prefixes.get(name);
        if (!found) {
          found = new Set();
          // antd's modules, and ours that render an antd component's classes themselves (FeedbackApp).
          for (const [id, info] of Object.entries(meta.chunks[name]?.modules ?? {})) {
            const code = info.renderedLength > 0 ? this.getModuleInfo(id)?.code : undefined;
            if (code) for (const p of prefixesIn(code)) found.add(p);
          }
          prefixes.set(name, found);
        }
        return found;
      };
      // A chunk's static imports load with it (and their CSS: Vite preloads it), so their
      // components' rules are not repeated; the first load's are all in the entry's stylesheet.
      const loadedWith = (name: string, seen = new Set<string>()) => {
        for (const dep of meta.chunks[name]?.imports ?? []) if (!seen.has(dep)) loadedWith(dep, seen.add(dep));
        return seen;
      };
      // The page's entry (index.html's script), not boot.tsx's input (vite-start-chunk.ts).
      const entry = Object.keys(meta.chunks).find((name) => meta.chunks[name]!.isEntry && meta.chunks[name]!.facadeModuleId?.endsWith('.html'));
      const initial = entry ? loadedWith(entry, new Set([entry])) : new Set<string>();
      const initialPrefixes = new Set([...initial].flatMap((name) => [...prefixesOf(name)]));
      let keep: (component: string | undefined) => boolean;
      if (chunk.fileName === entry) keep = (component) => !component || initialPrefixes.has(component);
      else if (initial.has(chunk.fileName)) return null;
      else {
        const own = prefixesOf(chunk.fileName);
        const before = new Set([...initialPrefixes, ...[...loadedWith(chunk.fileName)].flatMap((name) => [...prefixesOf(name)])]);
        keep = (component) => !!component && own.has(component) && !before.has(component);
      }
      const css = trimAntdCss(source.css, source.all, keep);
      if (!css) return null;
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: css });
      chunk.viteMetadata?.importedCss.add(this.getFileName(ref));
      return null;
    },
  };
}
