/** Spec 1 section 6: leading slash removed, slashes to dots, colons to dashes. */
export function normalisePermissionCode(code: string): string {
  return code.replace(/^\//, '').replace(/\//g, '.').replace(/:/g, '-');
}
