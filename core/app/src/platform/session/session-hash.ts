/** The fields the sign-in page puts in the URL hash (`#access_token=...&token_type=...`). */
export function hashFields(url: URL): Map<string, string> {
  const hash = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  const fields = new Map<string, string>();
  // Some routers leave a '/' before the fields ('#/access_token=...').
  for (const [name, value] of new URLSearchParams(hash.replace(/^\//, ''))) fields.set(name, value);
  return fields;
}

export function withoutHash(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

/** Under the personal-member mall: /sigl or a path below it. */
export function underSigl(pathname: string): boolean {
  return pathname === '/sigl' || pathname.startsWith('/sigl/');
}
