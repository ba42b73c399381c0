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
 * build gives each chunk the rules of the antd components whose modules it holds (the entry
 * chunk also the resets, icons and motions) as that chunk's CSS, through Vite's own CSS
 * splitting: index.html links the first load's, and a lazy chunk's are fetched with it and
 * applied before its code runs, so nothing renders unstyled. The development server links the
 * whole file.
 */
export function antdStaticStyles(): Plugin {
  let base = '/';
  let source: { css: string; all: Set<string> } | undefined;
  return {
    name: 'mall-antd-static-styles',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(_html, ctx) {
      if (ctx.bundle) return undefined;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}@fs${ANTD_CSS}` }, injectTo: 'head-prepend' }];
    },
    renderChunk(_code, chunk) {
      source ??= { css: readFileSync(ANTD_CSS, 'utf8'), all: allPrefixes() };
      const here = new Set<string>();
      // antd's modules, and ours that render an antd component's classes themselves (FeedbackApp).
      for (const [id, info] of Object.entries(chunk.modules)) {
        const code = info.renderedLength > 0 ? this.getModuleInfo(id)?.code : undefined;
        if (code) prefixesIn(code).forEach((p) => here.add(p));
      }
      const css = trimAntdCss(source.css, source.all, (component) => (component ? here.has(component) : chunk.isEntry));
      if (!css) return null;
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: css });
      chunk.viteMetadata?.importedCss.add(this.getFileName(ref));
      return null;
    },
  };
}
