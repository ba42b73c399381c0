import type { SheetEvent } from './xlsx-rows';

/** What the server thread asks the sheet reader's thread (sheet-reader-worker.ts). */
export type ReaderRequest =
  | { kind: 'read'; id: number; path: string; xls: boolean }
  /** The server thread has taken one more event of read `id`: the reader may send one more. */
  | { kind: 'taken'; id: number }
  | { kind: 'stop'; id: number }
  /** A file is coming (the import drawer opened): load the spreadsheet reader now, not in the first read. */
  | { kind: 'prepare' };

/** What the reader's thread answers for read `id`. */
export type ReaderReply =
  | { kind: 'event'; id: number; event: SheetEvent; read: number; total: number | undefined }
  | { kind: 'end'; id: number }
  /** `corrupt`: a corrupt .xls (CorruptCompoundFile), the one failure the check tells apart. */
  | { kind: 'error'; id: number; corrupt: boolean; message: string };
