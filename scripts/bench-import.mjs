#!/usr/bin/env node
// Issue 13's speed figures: a generated 100,000-row .xlsx of the cart import imported end to
// end (upload, check, import) through the gateway as `npm start` runs it (PGlite in a fresh data
// folder), against a bare streaming parse of the same file (exceljs's WorkbookReader, every row
// read, nothing else) in this process, three times (the first cold). Prints the times, the ratio, the server's peak RSS
// (VmHWM, Linux) and the longest gap between two status answers that moved the progress.
// With DATABASE_URL the gateway runs on that PostgreSQL instead (its demo seeded if missing).
// The server's RSS is sampled every 100 ms from /proc (outside the server) and the WAL's size printed.
// --memory-parts runs the server with MALL_IMPORT_MEMORY=1 and prints its peaks per part (server
// thread, PGlite worker and WASM memory); --memory-samples (which implies it) its samples every
// 500 ms too. Off by default since 2026-12-07: reading its own /proc/self/smaps every 500 ms cost
// the server thread about 0.1 s of a 1.3 s import. The server's CPU over the
// import is printed in all and per thread (on 2 cores, more CPU than 2x the wall time cannot be),
// with how long the server thread waited for a CPU while it could run.
// --imports N imports the file N times in a row on the same server (the later ones warm) and ends with a summary line. Each
// import is timed from its upload, a second after the template call the import drawer makes as it opens.
// BENCH_NODE_ARGS='--trace-gc ...' gives the server V8 or Node flags; BENCH_SERVER_OUTPUT=<characters>
// prints that much of the end of its output after each import. --poll-ms: how often the status is asked.
// Prints, does not assert.   node scripts/bench-import.mjs [--rows 100000] [--imports 1] [--poll-ms 50] [--cpu-prof <folder>] [--memory-parts] [--memory-samples]
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { argNumber, argText, hasFlag, loadAverage } from './bench/args.mjs';
import { startGatewayProcess } from './bench/gateway-process.mjs';
import { signInOverHttp } from './bench/sign-in-http.mjs';

// The bare parse runs under the V8 settings the server sets for itself (core/server/src/main.ts):
// without them it sometimes fell into V8's pretenuring of exceljs's short-lived objects and took
// 0.8-1.0 s instead of 0.55-0.65 s, which flattered the ratio of that run.
setFlagsFromString('--no-allocation-site-pretenuring');
setFlagsFromString('--heap-growing-percent=50');
const rowCount = argNumber('rows', 100_000);
// How often the status is asked: the end of an import is seen up to this late. 200 ms until
// 2026-12-07 (every figure before then is up to 0.2 s late, 0.1 s on average); --poll-ms 200 for those.
const POLL_MS = argNumber('poll-ms', 50);
// --cpu-prof <folder>: the server writes a V8 CPU profile there when it exits (open it in Chrome's DevTools).
const profileDir = argText('cpu-prof', undefined);
const databaseUrl = process.env.DATABASE_URL ?? '';
const gateway = await startGatewayProcess({
  name: 'import',
  nodeArgs: [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', resolve(profileDir)] : []), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
  env: hasFlag('memory-parts') || hasFlag('memory-samples') ? { MALL_IMPORT_MEMORY: '1' } : {},
  databaseUrl,
});
const { url } = gateway;
const file = join(gateway.dataDir, 'bench-import.xlsx');


/** Writes the file with exceljs's streaming writer, cycling over goods without quantity limits. */
async function writeFile(codes) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Cart lines');
  sheet.addRow(['Product code', 'Quantity', 'Remark']).commit();
  for (let i = 0; i < rowCount; i++) sheet.addRow([codes[i % codes.length], 1, `bench row ${i + 1}`]).commit();
  sheet.commit();
  await workbook.commit();
}

/** Busy and all clock ticks of the machine's CPUs so far (/proc/stat: idle and iowait are not busy). */
function machineCpu() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  return { all, busy: all - ticks[3] - ticks[4] };
}

/** Bytes of every `pg_wal` folder under the data folder (PGlite's write-ahead log). */
function walBytes(folder) {
  let bytes = 0;
  const walk = (dir, inWal) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, inWal || entry.name === 'pg_wal');
      else if (inWal && entry.isFile()) bytes += statSync(path).size;
    }
  };
  walk(folder, false);
  return bytes;
}

async function bareParse() {
  const began = performance.now();
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return { seconds: (performance.now() - began) / 1000, rows };
}

try {
  const token = await signInOverHttp(url, 'golden.buyer');
  const auth = { authorization: `Bearer ${token}` };
  const self = await (await fetch(`${url}/iam/hzero/v1/users/self`, { headers: auth })).json();
  const base = `${url}/himp/v1/${self.organizationId}`;
  // JD and manual goods are not held to a counted stock: without a ladder or limits any total is allowed.
  const codes = [];
  for (let page = 0; page < 10 && codes.length < 200; page++) {
    const list = await (await fetch(`${url}/smal/v1/${self.organizationId}/products?page=${page}&size=100`, { headers: auth })).json();
    for (const p of list.content ?? []) {
      if (p.productSource !== 'CATA' && (p.minPurchaseQuantity ?? 1) === 1 && (p.minPackageQuantity ?? 1) === 1 && !(p.ladderPriceList ?? []).length && p.maxPurchaseQuantity == null && p.purchaseQuantityLimit == null) codes.push(p.itemCode);
    }
    if ((list.content ?? []).length < 100) break;
  }
  if (codes.length === 0) throw new Error('no product without quantity limits to import');
  await writeFile(codes);
  const size = statSync(file).size;
  console.log(`file: ${rowCount} rows over ${codes.length} products, ${(size / 1024 / 1024).toFixed(1)} MB`);

  // Three parses: the first runs exceljs cold, as the server's first import does; the ratios are
  // given against it (as before) and against the fastest of the three (the warm parse).
  const parses = [await bareParse(), await bareParse(), await bareParse()];
  const parse = parses[0];
  const fastest = Math.min(...parses.map((p) => p.seconds));
  console.log(`bare streaming parse: ${parse.seconds.toFixed(2)} s (${parse.rows} rows incl. header); again ${parses.slice(1).map((p) => p.seconds.toFixed(2)).join(' and ')} s`);

  // --imports N: the same file imported N times in a row by the same server; the first import
  // after a start also pays V8's compiling of the code it makes hot (PGlite's WASM among it).
  const imports = argNumber('imports', 1);
  const totals = [];
  for (let run = 1; run <= imports; run++) {
    if (imports > 1) console.log(`-- import ${run} of ${imports}`);
    totals.push(await importOnce(run));
  }
  // The first import after a start pays V8's compiling of what it makes hot; the later ones show
  // the server as it runs once warm (the second is often still a little slower than the rest).
  if (imports > 1) {
    const later = totals.slice(1);
    const span = (values) => `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}`;
    console.log(`-- summary: first import ${totals[0].toFixed(2)} s (${(totals[0] / parse.seconds).toFixed(2)}x the first parse, ${(totals[0] / fastest).toFixed(2)}x the fastest); ` +
      `imports 2-${imports} ${span(later)} s (${span(later.map((t) => t / parse.seconds))}x the first parse, ${span(later.map((t) => t / fastest))}x the fastest)`);
  }

  async function importOnce(run) {
    // As the browser does: the import drawer asks the template as it opens, then the buyer picks the
    // file (a second here) and the upload starts, which is where the time is taken from.
    const info = await fetch(`${base}/template/info?code=SMAL.CART_IMPORT`, { headers: auth });
    if (!info.ok) throw new Error(`template info failed: ${await info.text()}`);
    await new Promise((r) => setTimeout(r, 1000));
    const before = gateway.memory();
    const cpuBefore = gateway.cpuSeconds();
    const machineBefore = machineCpu();
    const threadsBefore = gateway.threadCpuSeconds();
    const walBefore = databaseUrl ? 0 : walBytes(gateway.dataDir);
    let rssPeak = 0;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, gateway.memory().rss)), 100);
    // The server thread's time on a CPU and waiting for one (runnable, another thread on both
    // cores: V8's compiling and marking threads, the PGlite worker), from the scheduler's own count.
    const sched = () => readFileSync(`/proc/${gateway.pid}/task/${gateway.pid}/schedstat`, 'utf8').split(' ').map(Number);
    const schedBefore = sched();
    const began = performance.now();
    const form = new FormData();
    form.append('param', '{}');
    form.append('excel', new Blob([readFileSync(file)]), 'bench-import.xlsx');
    const uploaded = await fetch(`${base}/import/data/data-upload?templateCode=SMAL.CART_IMPORT`, { method: 'POST', headers: auth, body: form });
    const batch = await uploaded.text();
    if (!uploaded.ok) throw new Error(`upload failed: ${batch}`);
    const uploadSeconds = (performance.now() - began) / 1000;
    await fetch(`${base}/import/data/data-validate?templateCode=SMAL.CART_IMPORT&batch=${batch}&autoExecute=true`, { method: 'POST', headers: auth });
    let status;
    let lastMove = performance.now();
    let longestStill = 0;
    let longestAt = '';
    let previous = '';
    const phases = [];
    for (;;) {
      const asked = performance.now();
      status = await (await fetch(`${base}/import/data/status?batch=${batch}`, { headers: auth })).json();
      const key = `${status.status}:${status.ready}:${status.count}`;
      const now = performance.now();
      if (status.status !== phases.at(-1)?.[0]) phases.push([status.status, (now - began) / 1000]);
      if (key !== previous) {
        if (now - lastMove > longestStill) longestAt = `from ${previous} to ${key}`;
        longestStill = Math.max(longestStill, now - lastMove);
        lastMove = now;
        previous = key;
      }
      if (['IMPORTED', 'IMPORT_FAILED', 'CHECK_FAILED'].includes(status.status)) break;
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (performance.now() - asked))));
    }
    const total = (performance.now() - began) / 1000;
    const schedAfter = sched();
    clearInterval(sampler);
    const after = gateway.memory();
    const cpu = gateway.cpuSeconds() - cpuBefore;
    const machineAfter = machineCpu();
    const threadCpu = [...gateway.threadCpuSeconds()]
      .map(([tid, t]) => ({ ...t, seconds: t.seconds - (threadsBefore.get(tid)?.seconds ?? 0) }))
      .filter((t) => t.seconds >= 0.05)
      .sort((a, b) => b.seconds - a.seconds);
    console.log(`end to end (upload ${uploadSeconds.toFixed(2)} s, check and import): ${total.toFixed(2)} s, batch ${status.status}${status.statusMeaning ? `: ${status.statusMeaning}` : ''}`);
    // CPU of all the server's threads over the same span: above the end-to-end time means more than one core was busy.
    console.log(`server CPU meanwhile (all threads): ${cpu.toFixed(2)} s; by thread: ${threadCpu.map((t) => `${t.name} ${t.seconds.toFixed(2)}`).join(', ')}`);
    // The whole machine (the database server's processes too, and this bench's polling).
    const busy = (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.all - machineBefore.all);
    console.log(`server thread: on a CPU ${((schedAfter[0] - schedBefore[0]) / 1e9).toFixed(2)} s, waiting for one ${((schedAfter[1] - schedBefore[1]) / 1e9).toFixed(2)} s`);
    console.log(`machine CPU busy meanwhile: ${(busy * 100).toFixed(0)}% of ${availableParallelism()} cores`);
    console.log(`phases (status first seen, s after the upload began): ${phases.map(([s, t]) => `${s} ${t.toFixed(1)}`).join(', ')}`);
    if (status.status !== 'IMPORTED' || process.env.BENCH_SERVER_OUTPUT) console.log(`server output:\n${gateway.output().slice(-(Number(process.env.BENCH_SERVER_OUTPUT) || 4000))}`);
    console.log(`ratio to the bare parse: ${(total / parse.seconds).toFixed(2)}x; to the fastest of the three: ${(total / fastest).toFixed(2)}x`);
    console.log(`server RSS before ${before.rss.toFixed(0)} MB; peak during the import (sampled) ${rssPeak.toFixed(0)} MB; peak since start (VmHWM) ${after.peak.toFixed(0)} MB`);
    await new Promise((r) => setTimeout(r, 700)); // the job's last memory line
    const memoryLines = gateway.output().split('\n').filter((l) => l.startsWith('[import-memory]'));
    // This run's batch: the run-th that printed its peaks (a seeded PostgreSQL has batches of its own).
    const peaks = memoryLines.filter((l) => l.includes(' peaks:'))[run - 1];
    const batchTag = peaks?.split(' peaks:')[0];
    if (hasFlag('memory-samples')) for (const line of memoryLines.filter((l) => batchTag && l.startsWith(`${batchTag} `))) console.log(line);
    if (peaks) console.log(`${peaks} (MB)`);
    if (!databaseUrl) console.log(`WAL: ${(walBytes(gateway.dataDir) / 2 ** 20).toFixed(0)} MB after the import (${(walBefore / 2 ** 20).toFixed(0)} MB before)`);
    console.log(`load average: ${loadAverage()}`);
    console.log(`longest time between two status answers that showed progress: ${(longestStill / 1000).toFixed(2)} s (${longestAt})`);
    return total;
  }
} finally {
  await gateway.stop();
}
