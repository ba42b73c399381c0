// Which journeys may run at the same time. Journeys that sign in the same user share that
// user's server state (cart, stored language, orders), so they run in one lane, one after
// another; lanes run side by side, each journey in its own browser context.
import { readFileSync } from 'node:fs';

/**
 * What a journey's state is keyed by: the login names of its `signIn(page, '<login>')` and
 * `inEnglishAs('<login>', …)` calls,
 * and each `// e2e-shares: <key>` line, for state two users share (a company's budgets).
 */
export function loginsOf(source) {
  const logins = [...source.matchAll(/(?:signIn\(\s*\w+\s*,|inEnglishAs\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  const shared = [...source.matchAll(/^\/\/ e2e-shares: ([\w.-]+)/gm)].map((m) => `shares:${m[1]}`);
  return [...new Set([...logins, ...shared])];
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

/** The lanes of journey files: reads each file for the users it signs in. */
export function lanesOfFiles(files, pathOf) {
  return groupLanes(files.map((file) => ({ name: file, logins: loginsOf(readFileSync(pathOf(file), 'utf8')) })));
}
