// The dependency rule of ARCHITECTURE.md as eslint-plugin-boundaries policies, for every
// package of the repo. eslint.config.js uses it; scripts/dependency-rule.test.ts lints a fixture
// import for every forbidden edge with the resulting config.
//
// Our own packages are matched by the import's source (`@mall/sdk`), relative paths by the
// folder they land in, so `../../core/app/src/x` is refused like `@mall/core`. Type imports,
// `export ... from`, `import()` and `typeof import('...')` count as imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

import { SHARED_UI } from '../shared-ui.mjs';

/** The UI libraries every package shares one copy of (scripts/shared-ui.mjs); tenants and plugins take them as peers. */
export { SHARED_UI };
/** What the domain must never import: a UI library or the container. */
const DOMAIN_FORBIDDEN = [...SHARED_UI, 'react-router', 'inversify', 'react-i18next', 'i18next'];
const OURS = ['@mall/*', '@mall-tenant/*', '@mall-plugin/*'];
const TEST_TOOLS = ['vitest', '@testing-library/*', '@storybook/*'];

const sourceAndSubpaths = (names) => names.flatMap((n) => [n, `${n}/**`]);
const modules = (names) => ({ to: { module: { source: sourceAndSubpaths(names) } } });
const anyImport = { to: [{ module: { origin: ['local', 'external', 'core'] } }] };
const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });

/** Reads the package.json of each package folder under `folder` (tenants/, plugins/). */
function packagesIn(root, folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'package.json')))
    .map((d) => ({ folder: d.name, manifest: JSON.parse(readFileSync(join(dir, d.name, 'package.json'), 'utf8')) }));
}

/**
 * The shared plugins a tenant or plugin declares in its package.json (`dependencies` or
 * `peerDependencies` on `@mall-plugin/*`). This is the single statement of `uses`: the lint
 * lets the package import exactly these, and the dependency-rule test checks that the
 * definePlugin `uses` list names the same packages.
 */
export function declaredSharedPlugins(manifest) {
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((n) => n.startsWith('@mall-plugin/'));
}

/** The shared UI libraries a tenant or plugin declares as peer dependencies. */
export function declaredPeers(manifest) {
  return Object.keys(manifest.peerDependencies ?? {}).filter((n) => SHARED_UI.includes(n));
}

/**
 * The package's own libraries: third-party `dependencies` that are neither ours nor a shared UI
 * library (those stay peers, one copy for the mall). A tenant's charting library, for example,
 * lives in that tenant's package and reaches the browser only with it.
 */
export function declaredLibraries(manifest) {
  return Object.keys(manifest.dependencies ?? {}).filter((n) => !/^@mall(-tenant|-plugin)?\//.test(n) && !SHARED_UI.includes(n));
}

/** Allowances of one tenant or plugin package, from its package.json. */
function packagePolicies(root, folder, type) {
  return packagesIn(root, folder).flatMap(({ folder: name, manifest }) => {
    const allowed = [...declaredSharedPlugins(manifest), ...declaredPeers(manifest), ...declaredLibraries(manifest)];
    return allowed.length ? [{ from: element(type, { name }), allow: modules(allowed) }] : [];
  });
}

const PLUGIN_MESSAGE =
  'A {{from.element.type}} imports only @mall/sdk, the shared plugins it declares in package.json (its `uses`), the libraries of its own `dependencies`, and the shared UI libraries it declares as peerDependencies (' +
  SHARED_UI.join(', ') +
  '); in tests and stories also @mall/sdk-testing and the test tools. Never a path into another package. Not allowed: "{{dependency.source}}".';

/**
 * The policies, in order. The rule is last-match-wins: each package first refuses every import
 * (with the message that explains its rule), then the edges ARCHITECTURE.md allows follow.
 */
export function dependencyPolicies(root) {
  const refuseAll = (type, message) => ({ from: element(type), disallow: anyImport, message });
  return [
    refuseAll('domain', '@mall/domain imports nothing of ours and no UI library or container (react, antd, mobx, react-router, inversify); not allowed: "{{dependency.source}}".'),
    { from: element('domain'), allow: { to: { module: { origin: ['external', 'core'] } } } },
    { from: element('domain'), disallow: modules([...OURS, ...DOMAIN_FORBIDDEN]), message: '@mall/domain imports nothing of ours and no UI library or container (react, antd, mobx, react-router, inversify); not allowed: "{{dependency.source}}".' },

    refuseAll('sdk', '@mall/sdk imports only @mall/domain and the libraries in its own dependencies/peerDependencies; not allowed: "{{dependency.source}}".'),
    { from: element('sdk'), allow: modules(['@mall/domain', ...sdkExternals(root)]) },
    { from: [{ ...element('sdk'), file: { categories: 'test' } }], allow: modules(TEST_TOOLS) },

    refuseAll('app', 'core/app imports @mall/sdk, @mall/domain and libraries, never @mall/server, the test kit, a tenant or a shared plugin (only the generated tenant registry loads those); not allowed: "{{dependency.source}}".'),
    { from: element('app'), allow: { to: { module: { origin: ['external', 'core'] } } } },
    { from: element('app'), disallow: modules(OURS), message: 'core/app imports @mall/sdk, @mall/domain and libraries, never @mall/server, the test kit, a tenant or a shared plugin (only the generated tenant registry loads those); not allowed: "{{dependency.source}}".' },
    { from: element('app'), allow: modules(['@mall/sdk', '@mall/domain']) },
    { from: { element: { type: 'app', fileInternalPath: 'src/generated/tenant-registry.ts' } }, allow: modules(['@mall-tenant/*', '@mall-plugin/*']) },

    refuseAll('server', 'core/server imports @mall/sdk, @mall/domain and libraries, never @mall/core, the test kit, a tenant or a shared plugin (it loads tenant server entries by name at run time); not allowed: "{{dependency.source}}".'),
    { from: element('server'), allow: { to: { module: { origin: ['external', 'core'] } } } },
    { from: element('server'), disallow: modules(OURS), message: 'core/server imports @mall/sdk, @mall/domain and libraries, never @mall/core, the test kit, a tenant or a shared plugin (it loads tenant server entries by name at run time); not allowed: "{{dependency.source}}".' },
    { from: element('server'), allow: modules(['@mall/sdk', '@mall/domain']) },

    refuseAll('sdk-testing', '@mall/sdk-testing imports @mall/core, @mall/server, @mall/sdk, @mall/domain and libraries, never a tenant or a shared plugin; not allowed: "{{dependency.source}}".'),
    { from: element('sdk-testing'), allow: { to: { module: { origin: ['external', 'core'] } } } },
    { from: element('sdk-testing'), disallow: modules(OURS), message: '@mall/sdk-testing imports @mall/core, @mall/server, @mall/sdk, @mall/domain and libraries, never a tenant or a shared plugin; not allowed: "{{dependency.source}}".' },
    { from: element('sdk-testing'), allow: modules(['@mall/core', '@mall/server', '@mall/sdk', '@mall/domain']) },

    ...['tenant', 'plugin'].flatMap((type) => [
      refuseAll(type, PLUGIN_MESSAGE),
      { from: element(type), allow: modules(['@mall/sdk']) },
      { from: [{ ...element(type), file: { categories: ['test', 'story'] } }], allow: modules(['@mall/sdk-testing', ...TEST_TOOLS]) },
    ]),
    ...packagePolicies(root, 'tenants', 'tenant'),
    ...packagePolicies(root, 'plugins', 'plugin'),

    { from: [element('stories'), element('scripts')], allow: anyImport },
    // Build and test configuration of a package (tsup.config.ts, vite.config.ts) is tooling.
    { from: { file: { categories: 'config' } }, allow: anyImport },
  ];
}

/** Libraries @mall/sdk may import: those its package.json names (dependencies and peers), never ours. */
function sdkExternals(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'sdk/plugin-api/package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((n) => !/^@mall(-tenant|-plugin)?\//.test(n));
}

/** The flat-config block that applies the rule to every source file of the repo. */
export function dependencyRule(root) {
  return {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': [
        { type: 'domain', pattern: 'core/domain' },
        { type: 'app', pattern: 'core/app' },
        { type: 'server', pattern: 'core/server' },
        { type: 'sdk', pattern: 'sdk/plugin-api' },
        { type: 'sdk-testing', pattern: 'sdk/testing' },
        { type: 'tenant', pattern: 'tenants/*', capture: ['name'] },
        { type: 'plugin', pattern: 'plugins/*', capture: ['name'] },
        { type: 'stories', pattern: 'stories' },
        { type: 'scripts', pattern: 'scripts' },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx,mjs}', '**/*.test-d.ts', '**/test-fixtures/**', '**/*.fixture.{ts,tsx}'] },
        { category: 'story', pattern: '**/*.stories.{ts,tsx}' },
        { category: 'config', pattern: ['*/*/{tsup,vite,vitest}.config.{ts,mts,js,mjs}', '*/*/vite-env.d.ts'] },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/additional-dependency-nodes': [{ selector: 'TSImportType > Literal', kind: 'type', name: 'type-import' }],
      'boundaries/flag-as-external': { customSourcePatterns: OURS.flatMap((p) => [p, `${p}/**`]) },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies: dependencyPolicies(root) }],
    },
  };
}
