/**
 * Messages between the server thread and the PGlite worker (see `pglite-worker.ts`). A request
 * names its transaction by the id of the `begin` request that opened it; no `tx` means a
 * top-level call.
 */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; name?: string; tx?: number }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'copy'; table: string; columns: readonly string[]; csv: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'memory' }
  | { id: number; kind: 'close' };

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** A database error as plain data: message, name, stack and PostgreSQL's fields (code, detail, constraint...). */
export type SerializedError = Record<string, string | number | boolean | undefined> & { message: string };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return fields;
}

/** The error again, with the same fields, so callers test `code` as they would on PGlite or pg. */
export function deserializeError(fields: SerializedError): Error {
  const { message, stack: _stack, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}
