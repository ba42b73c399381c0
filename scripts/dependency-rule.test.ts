import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { declaredSharedPlugins, dependencyRule } from './lint/dependency-rule.mjs';

// The dependency rule of ARCHITECTURE.md is a lint rule (eslint-plugin-boundaries). These cases
// lint one import per forbidden edge with the repo's own eslint.config.js and show each refused
// with the rule's message, so a broken config cannot pass CI silently.
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function refusals(eslintInstance: ESLint, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslintInstance.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const who = {
  domain: '@mall/domain imports nothing of ours and no UI library or container (react, antd, mobx, react-router, inversify)',
  sdk: '@mall/sdk imports only @mall/domain and the libraries in its own dependencies/peerDependencies',
  app: 'core/app imports @mall/sdk, @mall/domain and libraries, never @mall/server, the test kit, a tenant or a shared plugin',
  server: 'core/server imports @mall/sdk, @mall/domain and libraries, never @mall/core, the test kit, a tenant or a shared plugin',
  testing: '@mall/sdk-testing imports @mall/core, @mall/server, @mall/sdk, @mall/domain and libraries, never a tenant or a shared plugin',
  tenant: 'A tenant imports only @mall/sdk, the shared plugins it declares in package.json (its `uses`)',
  plugin: 'A plugin imports only @mall/sdk, the shared plugins it declares in package.json (its `uses`)',
};

// [who refuses, importing file, import statement, the source named in the message]
const forbidden: [keyof typeof who, string, string, string][] = [
  // domain: nothing of ours, no UI library, no container
  ['domain', 'core/domain/src/x.ts', "import { definePlugin } from '@mall/sdk';", '@mall/sdk'],
  ['domain', 'core/domain/src/x.ts', "import type { PluginHost } from '@mall/core';", '@mall/core'],
  ['domain', 'core/domain/src/x.ts', "export { createServer } from '@mall/server';", '@mall/server'],
  ['domain', 'core/domain/src/x.ts', "import '@mall/sdk-testing';", '@mall/sdk-testing'],
  ['domain', 'core/domain/src/x.ts', "const t = () => import('@mall-tenant/rgego');", '@mall-tenant/rgego'],
  ['domain', 'core/domain/src/x.ts', "import p from '@mall-plugin/generic-budget-dimensions';", '@mall-plugin/generic-budget-dimensions'],
  ['domain', 'core/domain/src/x.ts', "import { useState } from 'react';", 'react'],
  ['domain', 'core/domain/src/x.ts', "import { Button } from 'antd';", 'antd'],
  ['domain', 'core/domain/src/x.ts', "import { observable } from 'mobx';", 'mobx'],
  ['domain', 'core/domain/src/x.ts', "import { observer } from 'mobx-react-lite';", 'mobx-react-lite'],
  ['domain', 'core/domain/src/x.ts', "import { Link } from 'react-router-dom';", 'react-router-dom'],
  ['domain', 'core/domain/src/x.ts', "import { Link } from 'react-router';", 'react-router'],
  ['domain', 'core/domain/src/x.ts', "import { Container } from 'inversify';", 'inversify'],
  ['domain', 'core/domain/src/x.ts', "import { x } from '../../../sdk/plugin-api/src/index';", '../../../sdk/plugin-api/src/index'],
  // sdk: only domain and its declared libraries
  ['sdk', 'sdk/plugin-api/src/x.ts', "import { PluginHost } from '@mall/core';", '@mall/core'],
  ['sdk', 'sdk/plugin-api/src/x.ts', "import type { Db } from '@mall/server';", '@mall/server'],
  ['sdk', 'sdk/plugin-api/src/x.ts', "import { mountPlugin } from '@mall/sdk-testing';", '@mall/sdk-testing'],
  ['sdk', 'sdk/plugin-api/src/x.ts', "export * from '@mall-tenant/rgego';", '@mall-tenant/rgego'],
  ['sdk', 'sdk/plugin-api/src/x.ts', "import p from '@mall-plugin/generic-budget-dimensions';", '@mall-plugin/generic-budget-dimensions'],
  ['sdk', 'sdk/plugin-api/src/x.ts', "import dayjs from 'dayjs';", 'dayjs'],
  ['sdk', 'sdk/plugin-api/src/x.ts', "import { x } from '../../../core/app/src/index';", '../../../core/app/src/index'],
  // core/app: never the server, the test kit, a tenant or a plugin (the generated registry aside)
  ['app', 'core/app/src/x.ts', "import { createServer } from '@mall/server';", '@mall/server'],
  ['app', 'core/app/src/x.ts', "import type { Db } from '@mall/server';", '@mall/server'],
  ['app', 'core/app/src/x.ts', "import { mountPlugin } from '@mall/sdk-testing';", '@mall/sdk-testing'],
  ['app', 'core/app/src/x.ts', "const load = () => import('@mall-tenant/retail-chain');", '@mall-tenant/retail-chain'],
  ['app', 'core/app/src/x.ts', "type P = typeof import('@mall-plugin/generic-budget-dimensions');", '@mall-plugin/generic-budget-dimensions'],
  ['app', 'core/app/src/x.ts', "import { x } from '../../server/src/index';", '../../server/src/index'],
  ['app', 'core/app/src/x.ts', "import { x } from '../../../tenants/rgego/src/index';", '../../../tenants/rgego/src/index'],
  // core/server: never the app, the test kit, a tenant or a plugin
  ['server', 'core/server/src/x.ts', "import { PluginHost } from '@mall/core';", '@mall/core'],
  ['server', 'core/server/src/x.ts', "import { renderWithMall } from '@mall/core/testing';", '@mall/core/testing'],
  ['server', 'core/server/src/x.ts', "import { startServer } from '@mall/sdk-testing/server';", '@mall/sdk-testing/server'],
  ['server', 'core/server/src/x.ts', "import rgego from '@mall-tenant/rgego/server';", '@mall-tenant/rgego/server'],
  ['server', 'core/server/src/x.ts', "import p from '@mall-plugin/generic-budget-dimensions';", '@mall-plugin/generic-budget-dimensions'],
  ['server', 'core/server/src/x.ts', "import { x } from '../../app/src/index';", '../../app/src/index'],
  // sdk/testing: never a tenant or a plugin
  ['testing', 'sdk/testing/src/x.ts', "import rgego from '@mall-tenant/rgego';", '@mall-tenant/rgego'],
  ['testing', 'sdk/testing/src/x.ts', "import p from '@mall-plugin/generic-budget-dimensions';", '@mall-plugin/generic-budget-dimensions'],
  // tenants: the SDK, declared shared plugins and declared UI peers only; never a path into core/
  ['tenant', 'tenants/rgego/src/x.ts', "import { PluginHost } from '@mall/core';", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.ts', "import type { PluginHost } from '@mall/core';", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.ts', "const core = () => import('@mall/core');", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.ts', "let host: import('@mall/core').PluginHost;", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.ts', "export { createServer } from '@mall/server';", '@mall/server'],
  ['tenant', 'tenants/rgego/src/x.ts', "import { money } from '@mall/domain';", '@mall/domain'],
  ['tenant', 'tenants/rgego/src/x.ts', "import { mountPlugin } from '@mall/sdk-testing';", '@mall/sdk-testing'],
  ['tenant', 'tenants/rgego/src/x.ts', "import other from '@mall-tenant/retail-chain';", '@mall-tenant/retail-chain'],
  ['tenant', 'tenants/rgego/src/x.ts', "import { Container } from 'inversify';", 'inversify'],
  ['tenant', 'tenants/rgego/src/x.ts', "import dayjs from 'dayjs';", 'dayjs'],
  ['tenant', 'tenants/rgego/src/x.ts', "import { x } from '../../../core/app/src/index';", '../../../core/app/src/index'],
  ['tenant', 'tenants/rgego/src/x.ts', "import { x } from '../../retail-chain/src/index';", '../../retail-chain/src/index'],
  ['tenant', 'tenants/rgego/src/x.mjs', "import('@mall/core');", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.js', "const core = require('@mall/core');", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.test.ts', "import { PluginHost } from '@mall/core';", '@mall/core'],
  ['tenant', 'tenants/rgego/src/x.stories.tsx', "import { renderWithMall } from '@mall/core/testing';", '@mall/core/testing'],
  // shared plugins: the same, and never a tenant
  ['plugin', 'plugins/generic-budget-dimensions/src/x.ts', "import rgego from '@mall-tenant/rgego';", '@mall-tenant/rgego'],
  ['plugin', 'plugins/generic-budget-dimensions/src/x.ts', "import { PluginHost } from '@mall/core';", '@mall/core'],
  ['plugin', 'plugins/generic-budget-dimensions/src/server/x.ts', "import type { Db } from '@mall/server';", '@mall/server'],
  ['plugin', 'plugins/generic-budget-dimensions/src/x.ts', "import { x } from '../../../tenants/rgego/src/index';", '../../../tenants/rgego/src/index'],
  ['plugin', 'plugins/generic-budget-dimensions/src/x.ts', "import { x } from '../../../core/server/src/index';", '../../../core/server/src/index'],
];

const allowed: [string, string][] = [
  ['core/domain/src/x.ts', "import Decimal from 'decimal.js';"],
  ['sdk/plugin-api/src/x.ts', "import { money } from '@mall/domain'; import type { ComponentType } from 'react';"],
  ['core/app/src/x.ts', "import { definePlugin } from '@mall/sdk'; import { money } from '@mall/domain'; import { Button } from 'antd';"],
  ['core/app/src/generated/tenant-registry.ts', "const load = () => import('@mall-tenant/rgego'); type P = import('@mall/sdk').PluginDefinition;"],
  ['core/server/src/x.ts', "import type { ServerPluginDefinition } from '@mall/sdk/server'; import { readFileSync } from 'node:fs';"],
  ['sdk/testing/src/x.ts', "import { PluginHost } from '@mall/core'; import { createServer } from '@mall/server'; import { definePlugin } from '@mall/sdk';"],
  ['tenants/rgego/src/x.ts', "import { definePlugin } from '@mall/sdk'; import { version } from '../package.json'; import { a } from './a';"],
  ['tenants/rgego/src/server/x.ts', "import { defineServerPlugin } from '@mall/sdk/server';"],
  ['tenants/rgego/src/x.test.ts', "import { mountPlugin } from '@mall/sdk-testing'; import { startServer } from '@mall/sdk-testing/server'; import { vi } from 'vitest';"],
  ['tenants/rgego/src/x.stories.tsx', "import type { Meta } from '@storybook/react-vite'; import { mountPlugin } from '@mall/sdk-testing';"],
  ['tenants/rgego/tsup.config.ts', "import { defineConfig } from 'tsup'; import { preset } from '../../tsup.preset';"],
  ['stories/src/x.tsx', "import { PluginHost } from '@mall/core'; import { x } from '../../core/app/src/index';"],
  ['scripts/x.mjs', "import { createServer } from '@mall/server'; import { x } from '../core/app/src/index';"],
];

describe('dependency rule: every forbidden edge of ARCHITECTURE.md is refused', () => {
  it.each(forbidden)('%s: %s refuses %s', async (from, file, code, source) => {
    const messages = await refusals(eslint, code, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(who[from]);
    expect(messages[0]!.toLowerCase()).toContain(`not allowed: "${source}".`);
  });

  it.each(allowed)('%s: %s is allowed', async (file, code) => {
    expect(await refusals(eslint, code, file)).toEqual([]);
  });
});

/** Tenant and plugin packages of the repo with the shared plugins their package.json declares. */
function workspacePackages(folder: 'tenants' | 'plugins') {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ folder: `${folder}/${d.name}`, manifest: JSON.parse(readFileSync(join(root, folder, d.name, 'package.json'), 'utf8')) }));
}

describe('dependency rule: shared plugins only through the package.json that declares them', () => {
  const sharedPlugins = workspacePackages('plugins').map((p) => p.manifest.name as string);
  const cases = [...workspacePackages('tenants'), ...workspacePackages('plugins')].flatMap(({ folder, manifest }) =>
    sharedPlugins.filter((p) => p !== manifest.name).map((plugin) => [folder, plugin, declaredSharedPlugins(manifest).includes(plugin)] as const),
  );

  it.each(cases)('%s importing %s is allowed only when declared (declared: %s)', async (folder, plugin, declared) => {
    const messages = await refusals(eslint, `import shared from '${plugin}';`, `${folder}/src/x.ts`);
    expect(messages.length).toBe(declared ? 0 : 1);
  });

  it.each(workspacePackages('tenants'))("$folder: definePlugin's uses names exactly the shared plugins its package.json declares", async ({ folder, manifest }) => {
    const plugin = (await import(join(root, folder, 'src/index.ts'))).default as { uses?: readonly { id: string }[] };
    expect((plugin.uses ?? []).map((u) => u.id).sort()).toEqual(declaredSharedPlugins(manifest).sort());
  }, 60_000); // a tenant's entry pulls in antd and its pages' modules
});

describe('dependency rule built for a package that declares a shared plugin and UI peers', () => {
  // A throw-away workspace, so the allowed side of `uses` and of peers is shown whatever the
  // repo's tenants declare today.
  const fixture = mkdtempSync(join(tmpdir(), 'dependency-rule-'));
  const write = (path: string, json: object) => {
    mkdirSync(join(fixture, path, '..'), { recursive: true });
    writeFileSync(join(fixture, path), JSON.stringify(json));
  };
  write('sdk/plugin-api/package.json', { name: '@mall/sdk', dependencies: { '@mall/domain': '0.1.0' }, peerDependencies: { react: '^19.0.0' } });
  write('plugins/shared-a/package.json', { name: '@mall-plugin/shared-a' });
  write('plugins/shared-b/package.json', { name: '@mall-plugin/shared-b' });
  write('tenants/t/package.json', {
    name: '@mall-tenant/t',
    dependencies: { '@mall/sdk': '1.0.0', '@mall-plugin/shared-a': '0.1.0', 'chart-lib': '^3.0.0', 'mobx-react-lite': '^5.0.0' },
    peerDependencies: { antd: '^6.0.0', react: '^19.0.0' },
  });
  const fixtureLint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, dependencyRule(fixture)],
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it.each([
    ["import a from '@mall-plugin/shared-a';", []],
    ["import { Button } from 'antd'; import { useState } from 'react';", []],
    ["import b from '@mall-plugin/shared-b';", ['@mall-plugin/shared-b']],
    // a shared UI library stays a peer (one copy for the mall) even when listed as a dependency
    ["import { observer } from 'mobx-react-lite';", ['mobx-react-lite']],
    // the package's own third-party library (a tenant's charting library)
    ["import { LineChart } from 'chart-lib';", []],
    ["import other from 'other-lib';", ['other-lib']],
  ])('tenants/t: %s', async (code, refused) => {
    const messages = await refusals(fixtureLint, code, 'tenants/t/src/x.ts');
    expect(messages.map((m) => m.match(/Not allowed: "(.+)"\.$/)![1])).toEqual(refused);
  });
});
