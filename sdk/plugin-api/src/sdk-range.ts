// The npm range grammar (semver's range.bnf) for a plugin's `sdk`, read here without the semver
// package: the browser host checks every plugin it registers, so the check sits on the mall's
// first load, where semver's 26 kB (minified) stood for three calls. The meaning is node-semver's
// with its default options (no loose parsing, prereleases only where a comparator names one);
// sdk-range.test.ts holds the two to the same answers.

type Op = '<' | '<=' | '>' | '>=' | '=';
interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly pre: readonly (string | number)[];
}
/** A comparator; `undefined` version is `*` (any version without a prerelease). */
interface Comparator {
  readonly op: Op;
  readonly version?: Version;
}
type ComparatorSet = readonly Comparator[];

const NUM = '0|[1-9]\\d*';
const PRE = `(?:-((?:${NUM}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)(?:\\.(?:${NUM}|\\d*[a-zA-Z-][a-zA-Z0-9-]*))*))?`;
const BUILD = '(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?';
const XR = `${NUM}|x|X|\\*`;
const PARTIAL = `v?(${XR})(?:\\.(${XR})(?:\\.(${XR})${PRE}${BUILD})?)?`;
const SIMPLE = new RegExp(`^(<=|>=|<|>|=|~>?|\\^)?${PARTIAL}$`);
const HYPHEN = new RegExp(`^${PARTIAL}\\s+-\\s+${PARTIAL}$`);
const VERSION = new RegExp(`^v?(${NUM})\\.(${NUM})\\.(${NUM})${PRE}${BUILD}$`);

const isX = (part: string | undefined) => part === undefined || part === 'x' || part === 'X' || part === '*';
const preOf = (text: string | undefined) => (text ? text.split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : []);
const v = (major: number, minor: number, patch: number, pre: readonly (string | number)[] = []): Version => ({ major, minor, patch, pre });
/** The lowest prerelease of a version: what `<2.0.0-0` names, so 2.0.0-beta is left out too. */
const floor = (major: number, minor: number, patch: number) => v(major, minor, patch, [0]);
const ANY: Comparator = { op: '>=' };
const NONE: Comparator = { op: '<', version: floor(0, 0, 0) };

function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text.trim());
  return m ? v(Number(m[1]), Number(m[2]), Number(m[3]), preOf(m[4])) : undefined;
}

function comparePre(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release is above its prereleases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number' || typeof y === 'number') return typeof x === 'number' ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

function compare(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre);
}

function test(c: Comparator, version: Version): boolean {
  if (!c.version) return true;
  const d = compare(version, c.version);
  return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
}

/** One `simple` of the grammar as the comparators it stands for. */
function desugar(op: string, M?: string, m?: string, p?: string, pre?: string): Comparator[] {
  const [major, minor, patch] = [Number(M), Number(m), Number(p)];
  if (op === '^') {
    if (isX(M)) return [ANY];
    if (isX(m)) return [{ op: '>=', version: v(major, 0, 0) }, { op: '<', version: floor(major + 1, 0, 0) }];
    const low = v(major, minor, isX(p) ? 0 : patch, isX(p) ? [] : preOf(pre));
    const high = major > 0 ? floor(major + 1, 0, 0) : minor > 0 || isX(p) ? floor(0, minor + 1, 0) : floor(0, 0, patch + 1);
    return [{ op: '>=', version: low }, { op: '<', version: high }];
  }
  if (op === '~' || op === '~>') {
    if (isX(M)) return [ANY];
    if (isX(m)) return [{ op: '>=', version: v(major, 0, 0) }, { op: '<', version: floor(major + 1, 0, 0) }];
    return [{ op: '>=', version: v(major, minor, isX(p) ? 0 : patch, isX(p) ? [] : preOf(pre)) }, { op: '<', version: floor(major, minor + 1, 0) }];
  }
  const gtlt = op === '=' && (isX(M) || isX(m) || isX(p)) ? '' : op;
  if (isX(M)) return gtlt === '<' || gtlt === '>' ? [NONE] : [ANY];
  if (gtlt && (isX(m) || isX(p))) {
    const c = 0;
    let [a, b] = [major, isX(m) ? 0 : minor];
    if (gtlt === '>') {
      if (isX(m)) [a, b] = [major + 1, 0];
      else b = minor + 1;
      return [{ op: '>=', version: v(a, b, c) }];
    }
    if (gtlt === '<=') {
      if (isX(m)) [a, b] = [major + 1, 0];
      else b = minor + 1;
      return [{ op: '<', version: floor(a, b, c) }];
    }
    return gtlt === '<' ? [{ op: '<', version: floor(a, b, c) }] : [{ op: '>=', version: v(a, b, c) }];
  }
  if (isX(m)) return [{ op: '>=', version: v(major, 0, 0) }, { op: '<', version: floor(major + 1, 0, 0) }];
  if (isX(p)) return [{ op: '>=', version: v(major, minor, 0) }, { op: '<', version: floor(major, minor + 1, 0) }];
  return [{ op: (gtlt || '=') as Op, version: v(major, minor, patch, preOf(pre)) }];
}

function hyphen(from: RegExpExecArray): Comparator[] {
  const [, M1, m1, p1, pre1, M2, m2, p2, pre2] = from;
  const low: Comparator[] = isX(M1) ? [] : [{ op: '>=', version: v(Number(M1), isX(m1) ? 0 : Number(m1), isX(p1) ? 0 : Number(p1), isX(p1) ? [] : preOf(pre1)) }];
  let high: Comparator[] = [];
  if (isX(M2)) high = [];
  else if (isX(m2)) high = [{ op: '<', version: floor(Number(M2) + 1, 0, 0) }];
  else if (isX(p2)) high = [{ op: '<', version: floor(Number(M2), Number(m2) + 1, 0) }];
  else high = [{ op: '<=', version: v(Number(M2), Number(m2), Number(p2), preOf(pre2)) }];
  const both = [...low, ...high];
  return both.length ? both : [ANY];
}

/** The range's alternatives (`||`), or undefined when it is not a range of the grammar. */
function parseRange(range: string): ComparatorSet[] | undefined {
  const sets: ComparatorSet[] = [];
  for (const raw of range.split('||')) {
    // semver reads `>= 1.2.3` as `>=1.2.3`
    const alternative = raw.trim().replace(/(<=|>=|<|>|=|~>?|\^)\s+/g, '$1');
    const range = HYPHEN.exec(alternative);
    if (range) {
      sets.push(hyphen(range));
      continue;
    }
    const set: Comparator[] = [];
    for (const simple of alternative === '' ? ['*'] : alternative.split(/\s+/)) {
      const m = SIMPLE.exec(simple);
      if (!m) return undefined;
      set.push(...desugar(m[1] ?? '', m[2], m[3], m[4], m[5]));
    }
    sets.push(set);
  }
  return sets;
}

/** A prerelease satisfies a set only when one of its comparators names a prerelease of the same version. */
function setTest(set: ComparatorSet, version: Version): boolean {
  if (!set.every((c) => test(c, version))) return false;
  if (version.pre.length === 0) return true;
  return set.some((c) => c.version !== undefined && c.version.pre.length > 0 && c.version.major === version.major && c.version.minor === version.minor && c.version.patch === version.patch);
}

/** The lowest version the set accepts, as semver's minVersion finds it. */
function lowest(set: ComparatorSet): Version | undefined {
  for (const first of [v(0, 0, 0), v(0, 0, 0, [0])]) if (setTest(set, first)) return first;
  let min: Version | undefined;
  for (const c of set) {
    if (!c.version || c.op === '<' || c.op === '<=') continue;
    const at = c.version;
    const candidate = c.op === '>' ? (at.pre.length ? v(at.major, at.minor, at.patch, [...at.pre, 0]) : v(at.major, at.minor, at.patch + 1)) : at;
    if (!min || compare(candidate, min) > 0) min = candidate;
  }
  return min && setTest(set, min) ? min : undefined;
}

/** Whether a comparator leaves room for a version at or above `bound` (semver's Comparator.intersects with `>=bound`). */
function reaches(c: Comparator, bound: Version): boolean {
  if (!c.version || c.op === '>' || c.op === '>=') return true;
  if (c.op === '=') return c.version.pre.length === 0 && compare(c.version, bound) >= 0;
  const d = compare(c.version, bound);
  return d > 0 || (d === 0 && c.op === '<=');
}

/**
 * Whether `range` is a version range of npm's grammar (`^1.0.0`, `1.x`, `>=1.2.0 <2.0.0`,
 * `1.0.0 - 1.4`, alternatives joined by `||`).
 * @public
 */
export function isVersionRange(range: string): boolean {
  return typeof range === 'string' && parseRange(range) !== undefined;
}

/**
 * Whether `version` (such as the mall's SDK version) is in `range`, as npm decides it; false for
 * a version or range it cannot read.
 * @public
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  const sets = parseRange(range);
  return parsed !== undefined && sets !== undefined && sets.some((set) => setTest(set, parsed));
}

/**
 * Whether every alternative of `range` stays inside one major version (`^1.0.0`, `1.x`,
 * `>=1.2.0 <2.0.0`). The browser host and the server both require it of a plugin's `sdk`: a
 * range like `*` or `>=1.0.0` would accept an SDK that breaks the plugin.
 * @public
 */
export function isWithinOneMajor(range: string): boolean {
  const sets = parseRange(range);
  if (!sets) return false;
  return sets.every((set) => {
    const low = lowest(set);
    return low !== undefined && !set.every((c) => reaches(c, v(low.major + 1, 0, 0)));
  });
}
