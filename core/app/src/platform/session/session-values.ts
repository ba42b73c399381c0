import { sessionValues, type HttpClient, type SessionValue, type SessionValueLoadContext } from '@mall/sdk';
import type { PluginHost } from '../plugin-host';
import type { CoreHttpClient } from '../http/core-request-options';

/**
 * Loads every effective `session.values` contribution of `host`, all at once: a loader that
 * answers `undefined` or fails gives the value's fallback (spec 3: the warehouse permission is
 * AUTO "when empty or failing"), so one broken call never holds the mall up.
 */
export async function loadSessionValues(host: PluginHost, ctx: SessionValueLoadContext): Promise<Record<string, unknown>> {
  const loaded = await Promise.all(
    host.get(sessionValues).map(async (value: SessionValue): Promise<[string, unknown]> => {
      try {
        const answer = await value.load(ctx);
        return [value.id, answer === undefined ? value.fallback : answer];
      } catch {
        return [value.id, value.fallback];
      }
    }),
  );
  return Object.fromEntries(loaded);
}

/** The mall's HTTP client without notifications: a failed session value falls back silently. */
export function quietHttp(http: CoreHttpClient): HttpClient {
  return { request: (method, path, options) => http.request(method, path, { ...options, present: false }) };
}

