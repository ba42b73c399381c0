/**
 * Whether an `If-None-Match` header names `tag` (RFC 9110 section 13.1.2: weak comparison, so
 * `W/` is ignored on both sides; `*` matches any current answer).
 */
export function matchesTag(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return [header].flat().some((value) => value.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted));
}
