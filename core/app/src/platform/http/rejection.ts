import { isHttpError, type HttpError } from './http-error';

/** For tests: the HttpError a call rejects with; fails when it resolves or rejects with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isHttpError(error)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}
