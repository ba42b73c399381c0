import type { Plugin } from 'vite';

/**
 * The entry (main.tsx) only starts the session's first calls and then imports the app
 * (boot.tsx) dynamically, so those calls leave before the app's code is evaluated. So that the
 * dynamic import costs no extra round trip, index.html preloads the app's chunk and every chunk
 * it imports statically (and links its CSS), as Vite does for the entry's own imports: the
 * browser fetches all of it in parallel with the entry, as it did when the app was the entry.
 */
export function preloadBoot(bootModule = 'src/boot.tsx'): Plugin {
  let base = '/';
  return {
    name: 'mall-preload-boot',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        // boot.tsx's own chunk (it is an input too, vite-start-chunk.ts), which imports the start's.
        const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(bootModule));
        if (!boot) throw new Error(`preloadBoot: no chunk for ${bootModule}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry && chunk !== boot).map((chunk) => chunk.fileName));
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entryFiles.has(fileName)) return;
          const chunk = byFile.get(fileName);
          if (!chunk) return;
          files.add(fileName);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(boot.fileName);
        return [
          ...[...css].map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${href}` }, injectTo: 'head' as const })),
          ...[...files].map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${href}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
