import type { SheetEvent } from './xlsx-rows';

/** What the server thread asks the sheet reader's thread (sheet-reader-worker.ts). */
export type ReaderRequest =
  | { kind: 'read'; id: number; path: string; xls: boolean }
  /** The server thread has taken `events` more messages of read `id`: the reader may send that many more. */
  | { kind: 'taken'; id: number; events: number }
  | { kind: 'stop'; id: number };

/** What the reader's thread answers for read `id`. */
export type ReaderReply =
  | { kind: 'events'; id: number; events: SheetEvent[]; read: number; total: number | undefined }
  | { kind: 'end'; id: number }
  | { kind: 'error'; id: number; name: string; message: string };
