import semver from 'semver';

/**
 * Whether every alternative of `range` stays inside one major version (`^1.0.0`, `1.x`,
 * `>=1.2.0 <2.0.0`). The browser host and the server both require it of a plugin's `sdk`: a
 * range like `*` or `>=1.0.0` would accept an SDK that breaks the plugin.
 * @public
 */
export function isWithinOneMajor(range: string): boolean {
  const valid = semver.validRange(range);
  if (!valid) return false;
  return new semver.Range(valid).set.every((comparators) => {
    const alternative = comparators.map((c) => c.value || '*').join(' ');
    const lowest = semver.minVersion(alternative);
    return lowest !== null && !semver.intersects(alternative, `>=${lowest.major + 1}.0.0`);
  });
}
