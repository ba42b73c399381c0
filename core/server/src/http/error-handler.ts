import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type FailedAnswer } from './api-error';
import { toLanguage, translate, type Language } from './messages';

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
    if (error instanceof ApiError) return send(reply, error.status, error.toAnswer(language));
    const fastifyError = error as FastifyError & { code?: string };
    if (fastifyError.validation) {
      return send(reply, 400, answer('error.validation', language, { detail: fastifyError.message }));
    }
    const dbClass = typeof fastifyError.code === 'string' && /^[0-9A-Z]{5}$/.test(fastifyError.code) ? fastifyError.code.slice(0, 2) : undefined;
    // PostgreSQL data exceptions (22xxx) are bad input that slipped past a schema.
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
