import type { TFunction } from 'i18next';
import { isHttpError } from './http-error';

/**
 * The error catalogue's text for a failed call (spec 1 section 8), for the error state of a
 * page: the client has already notified the buyer, the page keeps saying what went wrong.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!isHttpError(error)) return t('http.programError');
  if (error.kind === 'network') return t('http.networkError');
  if (error.kind === 'failed') return error.message || t('http.programError');
  if (error.status === 403) return t('http.forbidden');
  if ([404, 500, 503].includes(error.status)) return t('http.serverTrouble');
  const key = `http.status.${error.status}`;
  return error.message || (error.status ? t(key, { defaultValue: t('http.programError') }) : t('http.programError'));
}
