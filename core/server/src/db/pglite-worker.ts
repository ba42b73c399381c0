import { parentPort, workerData } from 'node:worker_threads';
import type { Db } from './db';
import { PgliteDb } from './pglite-db';
import { serializeError, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

/**
 * The worker thread that owns PGlite (issue 17): PostgreSQL's work (planning, executing, the WASM
 * heap) runs here, so the server thread keeps reading sockets, answering 503s and running timers
 * while a statement runs. It serves the same `Db` calls as the in-thread adapter, and keeps a
 * transaction open across messages until the server thread ends it.
 */
const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
const db = await PgliteDb.open(dataDir);

/** An open transaction: its handle, and how the server thread ends it (commit or not, by which request). */
const open = new Map<number, { tx: Db; end: (commit: boolean, endRequest: number) => void }>();
class Rollback extends Error {}

const reply = (message: WorkerReply) => port.postMessage(message);
const target = (tx: number | undefined): Db => {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
};

/**
 * Opens a transaction and holds it until its `end` arrives. The reply to `begin` goes out once it
 * is open; the reply to `end`, once PGlite has committed or rolled back (a commit can still fail).
 */
function begin(id: number): void {
  let endRequest: number | undefined;
  let finish!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (finish = resolve));
  db.transaction(async (tx) => {
    open.set(id, { tx, end: (commit, request) => ((endRequest = request), finish(commit)) });
    reply({ id, ok: true, value: null });
    if (!(await ended)) throw new Rollback();
  })
    .then(
      () => reply({ id: endRequest!, ok: true, value: null }),
      (error: unknown) =>
        reply(error instanceof Rollback ? { id: endRequest!, ok: true, value: null } : { id: endRequest ?? id, ok: false, error: serializeError(error) }),
    )
    .finally(() => open.delete(id));
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, request.name ? { name: request.name } : undefined);
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'copy':
      return target(request.tx).copyCsv!(request.table, request.columns, request.csv);
    case 'memory':
      return { ...process.memoryUsage(), wasm: db.wasmBytes() };
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown request ${(request as { kind: string }).kind}`);
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.kind === 'begin') return begin(request.id);
  if (request.kind === 'end') {
    const entry = open.get(request.tx);
    if (!entry) return reply({ id: request.id, ok: false, error: { message: `transaction ${request.tx} is not open` } });
    return entry.end(request.commit, request.id);
  }
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies WorkerReply);
