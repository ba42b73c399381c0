import type { Language } from './messages';
import { translate } from './messages';

export type FailureType = 'error' | 'warn' | 'info';

/** The body of every failed answer (spec 1 section 8 "Response with failed true"). */
export interface FailedAnswer {
  failed: true;
  type: FailureType;
  code: string;
  message: string;
}

/**
 * A failure a route throws on purpose. `code` is a message key (see messages.ts); the error
 * handler renders it in the caller's language. Always 4xx: a 5xx means a bug.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly type: FailureType = 'error',
  ) {
    super(code);
    this.name = 'ApiError';
  }

  toAnswer(language: Language): FailedAnswer {
    return { failed: true, type: this.type, code: this.code, message: translate(this.code, language, this.params) };
  }
}

export const badRequest = (code: string, params?: Record<string, string | number>) => new ApiError(400, code, params);
export const unauthorized = () => new ApiError(401, 'error.unauthorized', {}, 'warn');
export const forbidden = () => new ApiError(403, 'error.forbidden', {}, 'warn');
export const notFound = (code = 'error.not_found', params?: Record<string, string | number>) => new ApiError(404, code, params);
export const conflict = (code: string, params?: Record<string, string | number>) => new ApiError(409, code, params);
