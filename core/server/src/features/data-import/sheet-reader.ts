import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../db/start-worker';
import { CorruptCompoundFile } from './cfb-file';
import type { ReaderReply, ReaderRequest } from './sheet-reader-protocol';
import type { OnBytes, SheetEvent } from './xlsx-rows';

/** The reader thread's young generation: it keeps nothing between messages, so a small one does (as the PGlite worker's). */
const YOUNG_GENERATION_MB = 16;

/** The reader's thread ended or failed under a read: the server's failure, not the file's. */
export class SheetReaderLost extends Error {}

/** A reply from the thread, or the loss of the thread itself (told here, not by the thread). */
type Delivery = ReaderReply | { kind: 'lost'; id: number; message: string };

/**
 * Import files parsed on a thread of their own (sheet-reader-worker.ts), so the server thread only
 * checks and stores the rows: exceljs's parse was about two thirds of the server thread's work in
 * a 100,000-row import (0.55 of 0.84 s of CPU), and the server thread is also the one that answers
 * every other request meanwhile. The thread starts at the first read (or `prepare`) and is kept
 * for the next (a new one would load exceljs and compile its parser again for every import); it
 * holds the process open only while a read runs.
 */
export class SheetReader {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly reads = new Map<number, (reply: Delivery) => void>();

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(new URL('./sheet-reader-worker.ts', import.meta.url), {}, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    worker.unref();
    worker.on('message', (reply: ReaderReply) => this.reads.get(reply.id)?.(reply));
    const lost = (message: string) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, deliver] of this.reads) deliver({ kind: 'lost', id, message });
    };
    worker.on('error', (error) => lost(`the sheet reader failed: ${error.message}`));
    worker.on('exit', (code) => lost(`the sheet reader ended (exit code ${code})`));
    return (this.worker = worker);
  }

  /**
   * Starts the thread and has it load exceljs ahead of a read that is likely to come: in a
   * 100,000-row import the thread's start and exceljs's load were about 0.2 s of the first one.
   */
  prepare(): void {
    this.thread().postMessage({ kind: 'prepare' } satisfies ReaderRequest);
  }

  /** The events of the file at `path` (an .xls when `xls`), as `readSheets` or `readXlsSheets` give them; `onBytes` as `readSheets` calls it. */
  async *read(path: string, xls: boolean, onBytes?: OnBytes): AsyncGenerator<SheetEvent> {
    const worker = this.thread();
    const id = this.nextId++;
    const queue: Delivery[] = [];
    let wake: (() => void) | undefined;
    this.reads.set(id, (reply) => {
      queue.push(reply);
      wake?.();
    });
    const send = (request: ReaderRequest) => worker.postMessage(request);
    let ended = false;
    worker.ref();
    try {
      send({ kind: 'read', id, path, xls });
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const reply = queue.shift()!;
        if (reply.kind === 'end') {
          ended = true;
          return;
        }
        if (reply.kind === 'lost') {
          ended = true;
          throw new SheetReaderLost(reply.message);
        }
        if (reply.kind === 'error') {
          ended = true;
          // Any other failure fails the job, as it did on the server thread.
          throw reply.corrupt ? new CorruptCompoundFile(reply.message) : new Error(reply.message);
        }
        send({ kind: 'taken', id });
        if (onBytes && reply.read > 0) onBytes(reply.read, reply.total);
        yield reply.event;
      }
    } finally {
      this.reads.delete(id);
      // A read its caller left (a refusal mid-file, the job stopped) is stopped there too.
      if (!ended && this.worker === worker) send({ kind: 'stop', id });
      if (this.reads.size === 0) worker.unref();
    }
  }

  /** Ends the thread (the gateway stops); a read still running ends with `SheetReaderLost`. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
