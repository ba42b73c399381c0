import type { HttpRequestOptions } from '@mall/sdk';

/**
 * The full address of a call: base, `{org}` replaced, query values encoded, arrays repeated
 * (`regionIdList=1&regionIdList=2`), undefined values left out.
 */
export function buildUrl(base: string, path: string, organizationId: number | undefined, query?: HttpRequestOptions['query']): string {
  let resolved = path;
  if (resolved.includes('{org}')) {
    if (organizationId === undefined) throw new Error(`No organisation yet for ${path}`);
    resolved = resolved.split('{org}').join(encodeURIComponent(String(organizationId)));
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(name, String(v));
  }
  const search = params.toString();
  const separator = resolved.includes('?') ? '&' : '?';
  return `${base}${resolved}${search ? separator + search : ''}`;
}
