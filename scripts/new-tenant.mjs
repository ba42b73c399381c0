#!/usr/bin/env node
// `npm run new:tenant -- <name>`: creates tenants/<name> as @mall-tenant/<name> from
// scripts/templates/tenant, adds a changeset, regenerates the tenant registry and links the
// workspace. A bad or taken name changes nothing.
//   --dir <root>    scaffold into another repo root (tests use a temp folder); the registry and
//                   npm install steps then run only when that root has the scripts for them
//   --no-install    skip `npm install` (the registry is still regenerated)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const templateDir = join(repoRoot, 'scripts/templates/tenant');

/** Why `name` cannot be a new tenant under `root`, or undefined when it can. */
export function nameProblem(name, root) {
  if (!name) return 'Give the tenant a name: npm run new:tenant -- <name> (kebab-case, for example retail-chain)';
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    return `"${name}" is not kebab-case: use lower-case letters and digits in words joined by single hyphens, starting with a letter (for example retail-chain)`;
  }
  if (existsSync(join(root, 'tenants', name))) return `tenants/${name} already exists; choose another name`;
  const taken = packageNames(root).find((n) => n === `@mall-tenant/${name}`);
  if (taken) return `a workspace package is already named ${taken}; choose another name`;
  return undefined;
}

function packageNames(root) {
  return ['tenants', 'plugins'].flatMap((folder) => {
    const dir = join(root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'package.json')))
      .map((d) => JSON.parse(readFileSync(join(dir, d.name, 'package.json'), 'utf8')).name);
  });
}

function templateFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? templateFiles(join(dir, d.name), `${prefix}${d.name}/`) : d.name.endsWith('.tmpl') ? [`${prefix}${d.name}`] : [],
  );
}

const fill = (text, name) => text.replaceAll('{{name}}', name);

/**
 * Writes tenants/<name> and its changeset under `root`. Returns the files written, relative to
 * `root`. Throws (writing nothing) when the name is bad or taken.
 */
export function scaffoldTenant(name, root = repoRoot) {
  const problem = nameProblem(name, root);
  if (problem) throw new Error(problem);
  const target = join(root, 'tenants', name);
  const planned = templateFiles(templateDir).map((file) => ({
    path: join(target, fill(file, name).replace(/\.tmpl$/, '')),
    text: fill(readFileSync(join(templateDir, file), 'utf8'), name),
  }));
  planned.push({
    path: join(root, '.changeset', `new-tenant-${name}.md`),
    text: `---\n'@mall-tenant/${name}': minor\n---\n\nNew tenant package @mall-tenant/${name}: a plugin with the tenant's welcome message in zh_CN and en_US, ready for its own contributions.\n`,
  });
  for (const file of planned) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.text);
  }
  return planned.map((f) => relative(root, f.path));
}

function run(cmd, args, cwd) {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  // npm is a .cmd script on Windows, which Node starts only through a shell.
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`new-tenant: "${[cmd, ...args].join(' ')}" failed; the tenant files are in place, rerun it by hand`);
    process.exit(1);
  }
}

const INSTALL = ['npm', 'install', '--no-audit', '--no-fund'];

/** What to do after scaffolding `name`: each line a command that exists in this repo. */
export function nextSteps(name) {
  return [
    `Next steps for @mall-tenant/${name}:`,
    `  1. Map a tenant code to it in tenants.config.json ("tenants": { "<CODE>": "@mall-tenant/${name}" }); until then Storybook's Tenant toolbar lists it by package name.`,
    '  2. npm run generate                      (rewrites the tenant registry from tenants.config.json)',
    `  3. npm run test -w @mall-tenant/${name}   (its tests on top of core)`,
    '  4. npm run storybook                     (see its contributions next to core)',
    `  A shared plugin it builds on goes in package.json "dependencies" and in definePlugin's \`uses\`; see "Writing a tenant plugin" in README.md.`,
  ].join('\n');
}

function main(argv) {
  const dirAt = argv.indexOf('--dir');
  const root = dirAt >= 0 ? resolve(argv[dirAt + 1] ?? '') : repoRoot;
  const name = argv.filter((a, i) => !a.startsWith('--') && !(dirAt >= 0 && i === dirAt + 1))[0];
  let files;
  try {
    files = scaffoldTenant(name, root);
  } catch (error) {
    console.error(`new-tenant: ${error.message}`);
    process.exit(1);
  }
  console.log(`Created @mall-tenant/${name}:\n${files.map((f) => `  ${f}`).join('\n')}`);
  const registryScript = join(root, 'scripts/generate-tenant-registry.mjs');
  if (existsSync(registryScript)) run('node', [registryScript], root);
  else console.log('No scripts/generate-tenant-registry.mjs under --dir; skipped the tenant registry.');
  if (argv.includes('--no-install') || root !== repoRoot) {
    console.log(`Skipped npm install; run \`${INSTALL.join(' ')}\` to link the workspace.`);
  } else {
    run(INSTALL[0], INSTALL.slice(1), root);
  }
  console.log(`\n${nextSteps(name)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
