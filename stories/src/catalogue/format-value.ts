/** A setting value as reviewers read it. */
export function formatValue(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}
