import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { isVersionRange, isWithinOneMajor, satisfiesRange } from './sdk-range';

// The browser host reads plugin ranges without the semver package; node-semver stays the
// reference. Every range below is answered by both, for validity, for each version, and for
// "within one major", so a form the plugins may declare cannot drift from npm's meaning.
const RANGES = [
  '^1.0.0', '^1.2.3', '^1.2', '^1', '^1.x', '^0.2.3', '^0.0.3', '^0.0', '^0.x', '^0', '^1.2.3-beta.2', '^0.0.3-beta',
  '~1.2.3', '~1.2', '~1', '~>1.2.3', '~0.2.3', '~1.2.3-beta.2',
  '1.x', '1.2.x', '1.*', '1', '1.2', '*', '', 'x', '1.2.3', '=1.2.3', 'v1.2.3', '=1.2', '=1.x',
  '>=1.2.0 <2.0.0', '>=1.0.0', '>1.0.0', '<2.0.0', '<=1.5.0', '>= 1.2.0 < 2.0.0', '>1', '>1.2', '>=1', '>=1.2', '<1.2', '<=1.2', '<=1', '<1', '>*', '<*',
  '>=1.0.0 <=1.9.9', '>1.0.0 <1.0.1', '>=2.0.0 <1.0.0', '>=1.0.0-rc.1 <2.0.0',
  '1.0.0 - 1.4.0', '1.2 - 1.4', '1 - 2', '1.0.0 - 2', '1.2.3 - 1.2.x', '* - 1.2.3', '1.0.0-alpha - 1.0.0',
  '^1.0.0 || ^2.0.0', '^1.0.0 || 1.5.x', '1.2.3 || >=1.5.0 <2.0.0', '^1.0.0 ||', '>=1.0.0 <2.0.0 || >=1.0.0 <1.5.0',
  'latest', '^1.0.0.0', '1.2.3 foo', '>>1.0.0', '^', '~', '1.02.3', '^01.0.0', 'a.b.c', '1.2.3-', '1 2',
];
const VERSIONS = [
  '0.0.0', '0.0.1', '0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.0.0-alpha', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.2.0', '1.2.3-beta.2',
  '1.2.3-beta.10', '1.2.3-alpha', '1.2.3', '1.2.4', '1.3.0', '1.4.0', '1.4.5', '1.5.0', '1.9.9', '2.0.0-0', '2.0.0-beta', '2.0.0', '2.1.0', '3.0.0',
];

describe('sdk ranges without semver', () => {
  it.each(RANGES)('reads %j as semver does', (range) => {
    expect(isVersionRange(range)).toBe(semver.validRange(range) !== null);
    for (const version of VERSIONS) expect([version, satisfiesRange(version, range)]).toEqual([version, semver.satisfies(version, range)]);
  });

  it.each(RANGES)('tells whether %j stays within one major as semver does', (range) => {
    const valid = semver.validRange(range);
    const expected =
      valid !== null &&
      new semver.Range(valid).set.every((comparators) => {
        const alternative = comparators.map((c) => c.value || '*').join(' ');
        const lowest = semver.minVersion(alternative);
        return lowest !== null && !semver.intersects(alternative, `>=${lowest.major + 1}.0.0`);
      });
    expect(isWithinOneMajor(range)).toBe(expected);
  });

  it('accepts the forms the plugins declare and refuses open ranges', () => {
    expect(['^1.0.0', '1.x', '>=1.2.0 <2.0.0', '~1.4.0'].every(isWithinOneMajor)).toBe(true);
    expect(['*', '>=1.0.0', '^1.0.0 || >=1.5.0', 'latest'].some(isWithinOneMajor)).toBe(false);
    expect(satisfiesRange('1.3.0', '^1.0.0')).toBe(true);
    expect(satisfiesRange('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfiesRange('not a version', '^1.0.0')).toBe(false);
  });
});
