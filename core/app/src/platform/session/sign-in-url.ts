import type { AppConfig } from '../app-config';

/** The provider's sign-in page, coming back to `redirect` with the token in the URL hash. */
export function signInUrl(config: AppConfig, redirect: string): string {
  const params = new URLSearchParams({ client_id: config.clientId, redirect_uri: redirect });
  return `${config.apiBase}${config.authorizeUrl}?${params.toString()}`;
}
