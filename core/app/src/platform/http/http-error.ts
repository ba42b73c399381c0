/**
 * What went wrong: an HTTP status, no answer at all (or none in time), a `failed: true` answer,
 * a bug, or the caller cancelled the call (`aborted`: never presented, nobody is waiting).
 */
export type HttpErrorKind = 'status' | 'network' | 'failed' | 'program' | 'aborted';

export interface HttpErrorInit {
  readonly kind: HttpErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly message: string;
  readonly code?: string;
  /** Severity of a `failed: true` answer: info, warn or error. */
  readonly type?: string;
  readonly body?: unknown;
  readonly cause?: unknown;
}

/**
 * Rejection of every failed call, after the error has been presented to the buyer. Callers
 * catch it to keep the buyer's input or to react to a code; they need not show it again.
 */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly type: string | undefined;
  readonly body: unknown;

  constructor(init: HttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.body = init.body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
