#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure. Each step prints
// its own output; the summary at the end says which steps ran and how long each took.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const steps = [
  ['tenant registry is current', 'node', ['scripts/generate-tenant-registry.mjs', '--check']],
  ['extension-point catalogue is current', 'node', ['scripts/generate-catalogue.mjs', '--check'], () => existsSync('scripts/generate-catalogue.mjs')],
  ['SDK API report is current', 'node', ['scripts/api-report.mjs', '--check']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint (with the dependency rule)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit, component, story, server and plugin tests', 'npx', ['vitest', 'run']],
  ['app builds', 'npm', ['run', 'build', '-w', '@mall/core']],
  // Tenants and shared plugins are released on their own: each must build with tsup (ESM + .d.ts).
  ['tenant and plugin packages build (tsup)', 'npm', ['run', 'build', '--workspace=tenants', '--workspace=plugins', '--if-present']],
  ['build report (gzip sizes of core and tenant chunks)', 'node', ['scripts/build-report.mjs']],
  ['Storybook builds', 'npm', ['run', 'build', '-w', '@mall/stories'], () => existsSync('stories/.storybook')],
  ['end-to-end in Chromium', 'node', ['scripts/e2e/run.mjs'], () => existsSync('scripts/e2e/run.mjs')],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args, when] of steps) {
  if (when && !when()) continue;
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // The 1-minute load as the step ends: a slow step on a busy machine is not a slow step.
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s, load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    console.error(`\nnpm test failed at: ${name}`);
    process.exit(1);
  }
}
console.log(`\n${results.join('\n')}\n\nAll ${results.length} steps passed.`);
