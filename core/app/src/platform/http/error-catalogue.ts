import type { AppConfig } from '../app-config';
import type { Monitor, Navigator, Notifier } from '../feedback';
import type { I18n } from '../i18n/i18n';
import { CACHED_MODAL_PREFIX, EXCEPTION_501_KEY, SELF_INFO_KEY } from '../session/session-keys';
import { signInUrl } from '../session/sign-in-url';
import type { TokenStore } from '../session/token-store';
import type { CoreRequestOptions } from './core-request-options';
import type { HttpError } from './http-error';

/** What presenting an error may touch. */
export interface CatalogueContext {
  readonly notifier: Notifier;
  readonly navigator: Navigator;
  readonly monitor: Monitor;
  readonly i18n: I18n;
  readonly tokens: TokenStore;
  readonly config: AppConfig;
  readonly options: CoreRequestOptions;
}

export interface StatusRule {
  readonly statuses: readonly number[];
  readonly present: (ctx: CatalogueContext, error: HttpError) => void;
}

/** Codes of `failed: true` errors that are server faults, filed apart in monitoring. */
export const SERVER_FAULT_CODES: readonly string[] = ['error.error', 'error.db.column_violation', 'error.db.locktimeout', 'error.db.timeout'];

const serverTrouble = (ctx: CatalogueContext) => ctx.notifier.notify('error', ctx.i18n.t('http.serverTrouble'));

/** Spec 1 section 8, the rows keyed by an HTTP status. */
export const statusCatalogue: readonly StatusRule[] = [
  {
    statuses: [401],
    present: (ctx) => {
      ctx.tokens.removeLocal(CACHED_MODAL_PREFIX);
      ctx.tokens.removeLocal(SELF_INFO_KEY);
      ctx.navigator.redirect(signInUrl(ctx.config, ctx.navigator.currentUrl()));
    },
  },
  { statuses: [403], present: (ctx) => ctx.notifier.notify('error', ctx.i18n.t('http.forbidden')) },
  { statuses: [404, 500, 503], present: serverTrouble },
  {
    statuses: [501],
    present: (ctx, error) => {
      sessionStorage.setItem(EXCEPTION_501_KEY, JSON.stringify(error.body ?? null));
      ctx.navigator.go('/exception/501');
    },
  },
  {
    statuses: [509],
    present: (ctx) => ctx.notifier.busyDialog(ctx.i18n.t('http.busy'), ctx.options.onBusyRetry ?? (() => undefined)),
  },
];

/** Any other HTTP error: the translated text for the status, else the server's message. */
export function presentOtherStatus(ctx: CatalogueContext, error: HttpError): void {
  const key = `http.status.${error.status}`;
  const text = ctx.i18n.exists(key) ? ctx.i18n.t(key) : error.message || ctx.i18n.t('http.programError');
  ctx.notifier.notify('error', text);
}

export function presentStatus(ctx: CatalogueContext, error: HttpError): void {
  const rule = statusCatalogue.find((r) => r.statuses.includes(error.status));
  if (rule) rule.present(ctx, error);
  // A business refusal (the server's 4xx with a failed answer) that the caller silenced is
  // the caller's to show, as a failed answer with status 200 is; the session and busy rules
  // above apply whatever the caller asked.
  else if (!(ctx.options.silent && isFailedBody(error.body))) presentOtherStatus(ctx, error);
}

const isFailedBody = (body: unknown) => typeof body === 'object' && body !== null && (body as { failed?: unknown }).failed === true;

export function presentNetworkFailure(ctx: CatalogueContext, error: HttpError): void {
  ctx.monitor.report(error, { class: 'network' });
  if (ctx.options.present !== false) ctx.notifier.notify('error', ctx.i18n.t('http.networkError'));
}

/**
 * A `failed: true` answer. Errors go to monitoring (server-fault codes as their own class).
 * Unless the caller silenced it, the server's message is shown by its type: a warning (or an
 * untyped failure) in the friendly-reminder dialog, info and error as notifications.
 */
export function presentFailedAnswer(ctx: CatalogueContext, error: HttpError): void {
  if (error.type === 'error') {
    const serverFault = error.code !== undefined && SERVER_FAULT_CODES.includes(error.code);
    ctx.monitor.report(error, { class: serverFault ? 'server-fault' : 'business-error' });
  }
  if (ctx.options.silent || ctx.options.present === false) return;
  const text = error.message || ctx.i18n.t('http.programError');
  if (error.type === 'info') ctx.notifier.notify('info', text);
  else if (error.type === 'error') ctx.notifier.notify('error', text);
  else ctx.notifier.warningDialog(ctx.i18n.t('http.friendlyReminder'), text);
}

/** Anything else that went wrong: the error's text or 'program error'. */
export function presentProgramError(ctx: CatalogueContext, error: HttpError): void {
  ctx.monitor.report(error, { class: 'program-error' });
  if (ctx.options.present !== false) ctx.notifier.notify('error', error.message || ctx.i18n.t('http.programError'));
}
