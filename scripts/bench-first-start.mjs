#!/usr/bin/env node
// Issue 17: how long the first `npm start` takes on a fresh data folder (no build: STATIC_DIR is
// given or the app is built) and how much memory the server holds after seeding, with the load
// average beside them (the machine has 2 cores: the figures mean little when the load is high).
//   node scripts/bench-first-start.mjs [--runs 1] [--in-thread]
// --in-thread runs PGlite on the server thread (PGLITE_IN_THREAD=1) instead of its worker.
import { argNumber, hasFlag, loadAverage as load } from './bench/args.mjs';
import { startMall } from './e2e/mall-server.mjs';

const runs = argNumber('runs', 1);
if (hasFlag('in-thread')) process.env.PGLITE_IN_THREAD = '1';

for (let run = 1; run <= runs; run++) {
  const before = load();
  const began = Date.now();
  const mall = await startMall();
  const answered = (Date.now() - began) / 1000;
  try {
    // The server prints its own time from process start to seeded, and its RSS then (main.ts).
    const ready = /Ready in ([\d.]+) s after process start; memory after seeding (\d+) MiB RSS/.exec(mall.output());
    if (!ready) throw new Error(`the server did not print its ready line:\n${mall.output()}`);
    console.log(
      `run ${run}: first answer ${answered.toFixed(1)} s after spawn; server seeded ${ready[1]} s after its start; RSS after seeding ${ready[2]} MiB` +
        ` (PGlite ${process.env.PGLITE_IN_THREAD === '1' ? 'on the server thread' : 'in a worker'}; load average before ${before}, after ${load()})`,
    );
  } finally {
    await mall.stop();
  }
}
