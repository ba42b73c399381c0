import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { nameProblem, nextSteps, scaffoldTenant } from './new-tenant.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = join(repoRoot, 'scripts/new-tenant.mjs');
let root;

// A stand-in repo root: the generated plugin resolves @mall/sdk through the real node_modules.
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-tenant-'));
  mkdirSync(join(root, 'tenants'));
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const file of ['tsconfig.base.json', 'tsup.preset.ts']) copyFileSync(join(repoRoot, file), join(root, file));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)).map((f) => `${d.name}/${f}`) : [d.name]));

describe('new-tenant scaffolder', () => {
  it('writes the package, its sources and a changeset', () => {
    const written = scaffoldTenant('demo-shop', root);
    expect(written.sort()).toEqual(
      [
        '.changeset/new-tenant-demo-shop.md',
        'tenants/demo-shop/CHANGELOG.md',
        'tenants/demo-shop/package.json',
        'tenants/demo-shop/src/demo-shop.stories.tsx',
        'tenants/demo-shop/src/index.test.ts',
        'tenants/demo-shop/src/index.ts',
        'tenants/demo-shop/tsconfig.json',
        'tenants/demo-shop/tsup.config.ts',
      ].sort(),
    );
    for (const file of filesUnder(join(root, 'tenants/demo-shop'))) {
      expect(readFileSync(join(root, 'tenants/demo-shop', file), 'utf8'), file).not.toContain('{{');
    }
    const pkg = JSON.parse(readFileSync(join(root, 'tenants/demo-shop/package.json'), 'utf8'));
    expect(pkg).toMatchObject({
      name: '@mall-tenant/demo-shop',
      version: '0.1.0',
      type: 'module',
      exports: { '.': './src/index.ts', './package.json': './package.json' },
      publishConfig: { exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } },
      scripts: { build: 'tsup' },
      dependencies: { '@mall/sdk': '1.0.0' },
      devDependencies: { '@mall/sdk-testing': '0.1.0' },
    });
    // The shared UI libraries are peers, so the tenant uses the mall's one copy (and may import them).
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['@ant-design/icons', 'antd', 'mobx', 'mobx-react-lite', 'react', 'react-dom', 'react-router-dom']);
    expect(readFileSync(join(root, 'tenants/demo-shop/tsup.config.ts'), 'utf8')).toContain("import { preset } from '../../tsup.preset';");
    expect(JSON.parse(readFileSync(join(root, 'tenants/demo-shop/tsconfig.json'), 'utf8')).extends).toBe('../../tsconfig.base.json');
    expect(readFileSync(join(root, '.changeset/new-tenant-demo-shop.md'), 'utf8')).toMatch(/^---\n'@mall-tenant\/demo-shop': minor\n---\n/);
  });

  it('generates a plugin that registers over core and contributes its messages', async () => {
    scaffoldTenant('demo-shop', root);
    const { default: plugin } = await import(pathToFileURL(join(root, 'tenants/demo-shop/src/index.ts')).href);
    expect(plugin).toMatchObject({ id: '@mall-tenant/demo-shop', version: '0.1.0', sdk: '^1.0.0' });
    // Stated once: the plugin's sdk range is derived from the package's dependency on @mall/sdk.
    const pkg = JSON.parse(readFileSync(join(root, 'tenants/demo-shop/package.json'), 'utf8'));
    expect(plugin.sdk).toBe(`^${pkg.dependencies['@mall/sdk']}`);
    expect(readFileSync(join(root, 'tenants/demo-shop/src/index.ts'), 'utf8')).toContain("sdk: `^${dependencies['@mall/sdk']}`,");
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/demo-shop')).toEqual([
      { id: 'demo-shop.messages.zh_CN', order: 0, pluginId: '@mall-tenant/demo-shop', pluginVersion: '0.1.0' },
      { id: 'demo-shop.messages.en_US', order: 0, pluginId: '@mall-tenant/demo-shop', pluginVersion: '0.1.0' },
    ]);
  });

  it.each([
    ['', 'Give the tenant a name'],
    ['Retail', 'is not kebab-case'],
    ['retail_chain', 'is not kebab-case'],
    ['retail chain', 'is not kebab-case'],
    ['retail--chain', 'is not kebab-case'],
    ['-retail', 'is not kebab-case'],
    ['retail-', 'is not kebab-case'],
    ['9retail', 'is not kebab-case'],
  ])('refuses %j (%s)', (name, message) => {
    expect(nameProblem(name, root)).toContain(message);
    expect(() => scaffoldTenant(name, root)).toThrow(message);
    expect(readdirSync(join(root, 'tenants'))).toEqual([]);
    expect(existsSync(join(root, '.changeset'))).toBe(false);
  });

  it('refuses a tenant that exists, leaving it as it was', () => {
    scaffoldTenant('demo-shop', root);
    const before = readFileSync(join(root, 'tenants/demo-shop/src/index.ts'), 'utf8');
    expect(() => scaffoldTenant('demo-shop', root)).toThrow('tenants/demo-shop already exists; choose another name');
    expect(readFileSync(join(root, 'tenants/demo-shop/src/index.ts'), 'utf8')).toBe(before);
  });

  it('exits 1 with the reason from the command line, writing nothing', () => {
    const result = spawnSync('node', [script, 'Not_Kebab', '--dir', root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('new-tenant: "Not_Kebab" is not kebab-case');
    expect(readdirSync(join(root, 'tenants'))).toEqual([]);
  });

  it('scaffolds from the command line into --dir without installing', () => {
    const result = spawnSync('node', [script, 'cli-shop', '--dir', root], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Created @mall-tenant/cli-shop');
    expect(result.stdout).toContain('Skipped npm install; run `npm install --no-audit --no-fund` to link the workspace.');
    expect(result.stdout).toContain(nextSteps('cli-shop'));
    expect(result.stdout + result.stderr).not.toContain('flock');
    expect(existsSync(join(root, 'tenants/cli-shop/src/index.ts'))).toBe(true);
    expect(existsSync(join(repoRoot, 'tenants/cli-shop'))).toBe(false);
  });

  it('prints next steps that are commands of this repo', () => {
    scaffoldTenant('demo-shop', root);
    const scriptsOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
    const commands = [...nextSteps('demo-shop').matchAll(/npm run (\S+)(?: -w (\S+))?/g)];
    expect(commands.map((c) => c[0])).toEqual(['npm run generate', 'npm run test -w @mall-tenant/demo-shop', 'npm run storybook']);
    for (const [, name, workspace] of commands) {
      const scripts = workspace ? scriptsOf(join(root, 'tenants', workspace.replace('@mall-tenant/', ''))) : scriptsOf(repoRoot);
      expect(scripts, `${name} ${workspace ?? ''}`).toHaveProperty(name);
    }
    expect(scriptsOf(repoRoot).generate).toContain('node scripts/generate-tenant-registry.mjs');
  });

  it("the stale-registry check names npm run generate, and that command brings the registry up to date", () => {
    mkdirSync(join(root, 'scripts'));
    mkdirSync(join(root, 'core/app/src/generated'), { recursive: true });
    copyFileSync(join(repoRoot, 'scripts/generate-tenant-registry.mjs'), join(root, 'scripts/generate-tenant-registry.mjs'));
    writeFileSync(join(root, 'tenants.config.json'), JSON.stringify({ tenants: { DEMO: '@mall-tenant/demo-shop' } }));
    writeFileSync(join(root, 'core/app/src/generated/tenant-registry.ts'), '// stale\n');
    scaffoldTenant('demo-shop', root);
    const check = () => spawnSync('node', ['scripts/generate-tenant-registry.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('core/app/src/generated/tenant-registry.ts is stale: run `npm run generate`');
    // What `npm run generate` runs first, here against the stand-in root.
    const registryStep = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts.generate.split(' && ')[0].split(' ');
    expect(spawnSync(registryStep[0], registryStep.slice(1), { cwd: root, encoding: 'utf8' }).status).toBe(0);
    expect(check().status).toBe(0);
    expect(readFileSync(join(root, 'core/app/src/generated/tenant-registry.ts'), 'utf8')).toContain('"DEMO": "@mall-tenant/demo-shop"');
  });
});
