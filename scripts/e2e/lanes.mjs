// Which journeys may run at the same time. Journeys that sign in the same user share that
// user's server state (cart, stored language, orders), so they run in one lane, one after
// another; lanes run side by side, each journey in its own browser context.
import { readFileSync } from 'node:fs';

// Every way a journey signs a user in: a call to any sign-in helper (`signIn(page, 'x')`, the
// module's `signIn(page, url, 'x')` under any alias such as `signInAt`), the order journeys'
// `inEnglishAs('x', …)`, or filling the login page's field by hand.
const SIGN_IN_CALL = /\b(?:\w*[sS]ignIn\w*|inEnglishAs)\(([^)]*)\)/g;
const LOGIN_FIELD = /fill\(\s*['"]#loginName['"]\s*,\s*['"]([^'"]+)['"]/g;
// A login name is `<tenant>.<role>`; a URL, a password or a selector is not.
const LOGIN_NAME = /['"]([\w-]+\.[\w.-]+)['"]/;

/**
 * What a journey's state is keyed by: the login names it signs in (see SIGN_IN_CALL and
 * LOGIN_FIELD) and each `// e2e-shares: <key>` line, for state two users share (a company's
 * budgets) or a user signed in some other way (a punch-out).
 */
export function loginsOf(source) {
  const called = [...source.matchAll(SIGN_IN_CALL)].map((m) => LOGIN_NAME.exec(m[1])?.[1]).filter(Boolean);
  const typed = [...source.matchAll(LOGIN_FIELD)].map((m) => m[1]);
  const shared = [...source.matchAll(/^\/\/ e2e-shares: ([\w.-]+)/gm)].map((m) => `shares:${m[1]}`);
  return [...new Set([...called, ...typed, ...shared])];
}

/** Whether a journey signs anyone in, named or not: such a journey must name whom (loginsOf). */
export function signsIn(source) {
  return /\b(?:\w*[sS]ignIn\w*|inEnglishAs)\(|#loginName/.test(source);
}

/**
 * Groups journeys into lanes: two journeys sharing a login, directly or through a third, are in
 * one lane. Journeys that name no user (they may sign in through a helper) share one lane, as
 * nothing says what they touch.
 * @param {{ name: string, logins: string[] }[]} journeys in run order
 * @returns {string[][]} lanes of journey names, each in run order, largest first
 */
export function groupLanes(journeys) {
  const parent = new Map();
  const find = (x) => {
    while (parent.get(x) !== x) x = parent.get(x);
    return x;
  };
  const union = (a, b) => parent.set(find(a), find(b));
  const anonymous = '(no named user)';
  for (const j of journeys) {
    const keys = j.logins.length ? j.logins.map((l) => `user:${l}`) : [anonymous];
    for (const k of [`journey:${j.name}`, ...keys]) if (!parent.has(k)) parent.set(k, k);
    for (const k of keys) union(`journey:${j.name}`, k);
  }
  const lanes = new Map();
  for (const j of journeys) {
    const root = find(`journey:${j.name}`);
    lanes.set(root, [...(lanes.get(root) ?? []), j.name]);
  }
  return [...lanes.values()].sort((a, b) => b.length - a.length);
}

/** Deals lanes to `workers` queues, each lane to the queue with the fewest journeys so far. */
export function dealLanes(lanes, workers) {
  const queues = Array.from({ length: Math.max(1, workers) }, () => []);
  for (const lane of lanes) {
    const shortest = queues.reduce((best, q) => (q.length < best.length ? q : best), queues[0]);
    shortest.push(...lane);
  }
  return queues.filter((q) => q.length > 0);
}

/**
 * The lanes of journey files: reads each file for the users it signs in. A journey that signs in
 * but names nobody readable (a login in a variable) is refused rather than put in the no-user
 * lane, where it would run beside another journey of the same user.
 */
export function lanesOfFiles(files, pathOf) {
  const journeys = files.map((file) => {
    const source = readFileSync(pathOf(file), 'utf8');
    const logins = loginsOf(source);
    if (signsIn(source) && logins.length === 0) {
      throw new Error(`${file} signs in but names no login: pass it as a string literal or add a '// e2e-shares: <login>' line`);
    }
    return { name: file, logins };
  });
  return groupLanes(journeys);
}
