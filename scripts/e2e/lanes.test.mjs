import { expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dealLanes, groupLanes, lanesOfFiles, loginsOf } from './lanes.mjs';

const journeysDir = join(dirname(fileURLToPath(import.meta.url)), 'journeys');

it('reads the users a journey signs in', () => {
  expect(loginsOf("await signIn(page, 'kingfa.buyer');\nawait signIn(page, \"t3.buyer\"); await signIn(page, 't3.buyer')")).toEqual(['kingfa.buyer', 't3.buyer']);
});

it('reads a login passed to any sign-in helper, after a URL, or typed into the login page', () => {
  // visit-second-website signs in on another website through the module's signIn, renamed.
  expect(loginsOf("import { signIn as signInAt } from '../sign-in.mjs';\nawait signInAt(page, siteUrl, 't3.online-buyer');")).toEqual(['t3.online-buyer']);
  expect(loginsOf("await signIn(page, `${url}`, 'kingfa.buyer', 'demo1234');")).toEqual(['kingfa.buyer']);
  expect(loginsOf("await page.fill('#loginName', 'zyt.buyer');\nawait page.fill('#password', password);")).toEqual(['zyt.buyer']);
  // Neither a URL, a password nor a variable named like the helper is a login.
  expect(loginsOf("const signInPolicy = policies.get('/oauth/oauth/authorize'); signInPolicy?.includes('x.y');")).toEqual([]);
});

it('refuses a journey that signs in but names no login it can read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-'));
  writeFileSync(join(dir, 'hidden.mjs'), "const who = 't3' + '.buyer';\nawait signIn(page, who);");
  writeFileSync(join(dir, 'declared.mjs'), "// e2e-shares: t3.buyer\nconst who = 't3' + '.buyer';\nawait signIn(page, who);");
  expect(() => lanesOfFiles(['hidden.mjs'], (f) => join(dir, f))).toThrow(/hidden.mjs signs in but names no login/);
  expect(lanesOfFiles(['declared.mjs'], (f) => join(dir, f))).toEqual([['declared.mjs']]);
});

it('reads the state a journey says it shares with others', () => {
  expect(loginsOf("// e2e-shares: t3-budgets\nawait signIn(page, 't3.online-buyer');")).toEqual(['t3.online-buyer', 'shares:t3-budgets']);
  expect(loginsOf("export default inEnglishAs('kingfa.buyer', steps);")).toEqual(['kingfa.buyer']);
});

it('puts journeys that share a user, directly or through another journey, in one lane', () => {
  const lanes = groupLanes([
    { name: 'cart', logins: ['t3.buyer'] },
    { name: 'chunks', logins: ['kingfa.buyer', 't3.buyer'] },
    { name: 'appliance', logins: ['kingfa.buyer'] },
    { name: 'retail', logins: ['golden.buyer'] },
    { name: 'anon-a', logins: [] },
    { name: 'anon-b', logins: [] },
  ]);
  expect(lanes).toEqual([['cart', 'chunks', 'appliance'], ['anon-a', 'anon-b'], ['retail']]);
});

it('deals lanes to workers without splitting one', () => {
  expect(dealLanes([['a', 'b', 'c'], ['d', 'e'], ['f'], ['g']], 2)).toEqual([['a', 'b', 'c', 'g'], ['d', 'e', 'f']]);
  expect(dealLanes([['a'], ['b']], 1)).toEqual([['a', 'b']]);
});

it("never runs two of this repo's journeys that sign in the same user side by side", () => {
  const files = readdirSync(journeysDir).filter((f) => f.endsWith('.mjs'));
  const queues = dealLanes(lanesOfFiles(files, (f) => join(journeysDir, f)), 2);
  const queueOfUser = new Map();
  for (const [i, queue] of queues.entries()) {
    for (const file of queue) {
      for (const login of loginsOf(readFileSync(join(journeysDir, file), 'utf8'))) {
        // A user or shared state is in one queue only.
        expect(queueOfUser.get(login) ?? i, `${login} in ${file}`).toBe(i);
        queueOfUser.set(login, i);
      }
    }
  }
  expect(queues.flat().sort()).toEqual([...files].sort());
});
