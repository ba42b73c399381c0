import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DbBusyError } from '../db/bounded-queue';
import { ApiError, type FailedAnswer } from './api-error';
import { registerMessages, toLanguage, translate, type Language } from './messages';

registerMessages({
  'error.server.busy': { en_US: 'The mall is busy right now, please try again in a moment', zh_CN: '商城当前繁忙，请稍后重试' },
});

export function requestLanguage(request: FastifyRequest): Language {
  return request.session?.language ?? toLanguage(request.headers['accept-language']);
}

/**
 * Every failure leaves as `{ failed, type, code, message }`. Bad input (schema validation,
 * malformed JSON, wrong content type, database data errors) is a 4xx; only a genuine bug is a
 * 500, and even then the body carries no stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ApiError) {
      // A refusal that stands for a failure (a plugin's write that failed, answered with its own
      // message) keeps the failure as its cause: the caller sees the message, the log the reason.
      if (error.cause !== undefined) request.log.warn({ err: error.cause }, `refused as ${error.code}`);
      return send(reply, error.status, error.toAnswer(language));
    }
    // Too busy to take the call now (the PGlite queue is full, or PostgreSQL cancelled a statement
    // that ran too long): the client may retry, so 503 with a hint of when.
    if (error instanceof DbBusyError) return send(reply.header('retry-after', String(error.retryAfterSeconds)), 503, answer('error.server.busy', language));
    const fastifyError = error as FastifyError & { code?: string };
    if (fastifyError.validation) {
      return send(reply, 400, answer('error.validation', language, { detail: fastifyError.message }));
    }
    const dbClass = typeof fastifyError.code === 'string' && /^[0-9A-Z]{5}$/.test(fastifyError.code) ? fastifyError.code.slice(0, 2) : undefined;
    // PostgreSQL data exceptions (22xxx) are bad input that slipped past a schema.
    if (fastifyError.code === '57014') return send(reply.header('retry-after', '5'), 503, answer('error.server.busy', language));
    if (dbClass === '22') return send(reply, 400, answer('error.validation', language, { detail: 'invalid value' }));
    if (dbClass === '23') return send(reply, 409, answer('error.db.column_violation', language));
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return send(reply, status, answer('error.bad_request', language, { detail: fastifyError.message }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, answer('error.error', language));
  });
}

function answer(code: string, language: Language, params?: Record<string, string | number>): FailedAnswer {
  return { failed: true, type: 'error', code, message: translate(code, language, params) };
}

function send(reply: FastifyReply, status: number, body: FailedAnswer): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
