import { parentPort } from 'node:worker_threads';
import { CorruptCompoundFile } from './cfb-file';
import { loadExcelJs } from './exceljs';
import type { ReaderReply, ReaderRequest } from './sheet-reader-protocol';
import { readXlsSheets } from './xls-rows';
import { readSheets, type SheetEvent } from './xlsx-rows';

/**
 * The thread that parses import files for the server thread (sheet-reader.ts). A read sends the
 * events `readSheets` (or `readXlsSheets`) gives, one message each, and stops once IN_FLIGHT of
 * them wait on the server thread: a check waiting for its store holds the parse here too, so the
 * rows in memory stay bounded as they were with the parse on the server thread.
 */
const port = parentPort!;
const IN_FLIGHT = 4;

interface Read {
  stopped: boolean;
  credit: number;
  wake?: () => void;
}

const reads = new Map<number, Read>();

port.on('message', (request: ReaderRequest) => {
  if (request.kind === 'read') {
    void read(request.id, request.path, request.xls);
    return;
  }
  if (request.kind === 'prepare') {
    void loadExcelJs().catch(() => undefined);
    return;
  }
  const state = reads.get(request.id);
  if (!state) return;
  if (request.kind === 'stop') state.stopped = true;
  else state.credit++;
  state.wake?.();
});

async function read(id: number, path: string, xls: boolean): Promise<void> {
  const state: Read = { stopped: false, credit: IN_FLIGHT };
  reads.set(id, state);
  const reply = (message: ReaderReply) => port.postMessage(message);
  let bytes = { read: 0, total: undefined as number | undefined };
  try {
    const events: AsyncGenerator<SheetEvent> = xls ? readXlsSheets(path) : readSheets(path, (done, total) => (bytes = { read: done, total }));
    for await (const event of events) {
      while (state.credit === 0 && !state.stopped) await new Promise<void>((resolve) => (state.wake = resolve));
      if (state.stopped) return;
      state.credit--;
      reply({ kind: 'event', id, event, read: bytes.read, total: bytes.total });
    }
    reply({ kind: 'end', id });
  } catch (error) {
    reply({ kind: 'error', id, corrupt: error instanceof CorruptCompoundFile, message: error instanceof Error ? error.message : String(error) });
  } finally {
    reads.delete(id);
  }
}
