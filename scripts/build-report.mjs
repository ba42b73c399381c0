#!/usr/bin/env node
// Prints the gzip size of the core's initial bundle and, next to it, what each tenant adds when
// its buyer signs in: the tenant's own chunk plus any chunk it imports that the initial bundle
// does not already hold. Reads the Vite manifest and prints; with --max-initial-kb <n> it fails
// when the core's initial bundle is larger (the test command's budget, issue 20).
// Usage: node scripts/build-report.mjs [distDir] [--max-initial-kb <n>]   (default core/app/dist, after the app build)
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { argText } from './bench/args.mjs';

const root = new URL('..', import.meta.url).pathname;
const budgetText = argText('max-initial-kb', undefined);
const budget = budgetText === undefined ? undefined : Number(budgetText);
if (budget !== undefined && !(budget > 0)) {
  console.error(`--max-initial-kb needs a size in kB, not ${budgetText}.`);
  process.exit(2);
}
const dist = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : join(root, 'core/app/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: build the app first (npm run build -w @mall/core).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The files a manifest entry loads before it runs: its own file, its CSS, its static imports. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const css of entry.css ?? []) seen.add(css);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipOf = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// index.html's script; boot.tsx is an input too (core/app/vite-start-chunk.ts).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('.html')) ?? Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry.');
  process.exit(1);
}
// The entry only starts the session's calls and imports the app, which index.html preloads
// (core/app/vite-preload-boot.ts): the initial bundle is everything index.html makes the browser
// fetch, that is the entry's closure and the closure of every script and style it links.
const initial = closure(entryKey);
const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
const linked = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+)"/g)].map((m) => m[1]));
for (const key of Object.keys(manifest)) if (linked.has(manifest[key].file)) closure(key, initial);
for (const file of linked) if (/\.(js|css)$/.test(file) && existsSync(join(dist, file))) initial.add(file);
const rows = [['core initial bundle', initial.size, gzipOf(initial), '']];
// Core's texts come one language at a time, fetched by the app at start beside the session calls.
for (const file of Object.values(manifest).map((e) => e.file).filter((f) => /\/messages-(zh|en)-[\w-]+\.js$/.test(f)).sort()) {
  rows.push([`core texts ${/messages-(zh|en)-/.exec(file)[1]} (at start)`, 1, gzipOf([file]), '']);
}
const pluginKeys = Object.keys(manifest).filter((k) => /(^|\/)(tenants|plugins)\/[^/]+\/src\/index\.tsx?$/.test(k));
for (const key of pluginKeys.sort()) {
  const name = /(tenants|plugins)\/([^/]+)\//.exec(key);
  const own = new Set([manifest[key].file]);
  const extra = new Set([...closure(key)].filter((f) => !initial.has(f) && !own.has(f)));
  rows.push([`${name[1] === 'tenants' ? 'tenant' : 'plugin'} ${name[2]}`, own.size + extra.size, gzipOf(own), extra.size ? `+ ${kb(gzipOf(extra))} shared` : '']);
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`${'chunk'.padEnd(width)}  files  gzip       also downloads`);
for (const [label, files, gzip, note] of rows) console.log(`${label.padEnd(width)}  ${String(files).padStart(5)}  ${kb(gzip).padStart(9)}  ${note}`);
// Issue 20's aim names the initial JS; antd's styles have been static stylesheets since, so the
// bundle's figure counts CSS that used to be written by the JS at run time.
const initialOf = (ext) => [...initial].filter((f) => f.endsWith(ext));
console.log(`core initial bundle: JS ${kb(gzipOf(initialOf('.js')))} in ${initialOf('.js').length} files, CSS ${kb(gzipOf(initialOf('.css')))} in ${initialOf('.css').length}`);

// A budget keeps what every page's first load costs from creeping up unnoticed: a static import
// of a heavy component in the shell or a feature's registration shows here, not in a benchmark.
if (budget !== undefined) {
  const initialKb = rows[0][2] / 1024;
  if (initialKb > budget) {
    console.error(`The core's initial bundle is ${initialKb.toFixed(1)} kB gzip, over the budget of ${budget} kB: move what the first render does not need behind a lazy boundary, or raise the budget in scripts/test-all.mjs and say why in README's performance notes.`);
    process.exit(1);
  }
  console.log(`initial bundle within the budget of ${budget} kB`);
}
