import { defineServerPlugin } from '@mall/sdk/server';
import { coerceBySchema } from './coerce-by-schema';
import { loadServerPlugins } from './load-server-plugins';

const entry = (sdk: string) => ({ default: defineServerPlugin({ id: '@mall-tenant/x', sdk, routes: [] }) });

describe('loadServerPlugins', () => {
  it('loads each package once, with every tenant code mapped to it, and skips packages without a server entry', async () => {
    const imported: string[] = [];
    const loaded = await loadServerPlugins(
      [{ code: 'A', pluginPackage: '@mall-tenant/x' }, { code: 'B', pluginPackage: '@mall-tenant/x' }, { code: 'C', pluginPackage: '@mall-tenant/y' }, { code: 'T3' }],
      async (specifier) => (imported.push(specifier), entry('^1.0.0')),
      (name) => name === '@mall-tenant/x',
    );
    expect(imported).toEqual(['@mall-tenant/x/server']);
    expect(loaded.map((p) => [p.packageName, p.tenantCodes])).toEqual([['@mall-tenant/x', ['A', 'B']]]);
  });

  it('refuses to start with an entry written for another SDK range, naming the package', async () => {
    await expect(loadServerPlugins([{ code: 'A', pluginPackage: '@mall-tenant/x' }], async () => entry('^2.0.0'), () => true)).rejects.toThrow(
      'The server entry of @mall-tenant/x needs SDK ^2.0.0; this server implements 1.0.0',
    );
  });

  it.each(['*', '>=1.0.0', 'latest'])('refuses to start with an entry whose sdk range "%s" names no major version', async (sdk) => {
    await expect(loadServerPlugins([{ code: 'A', pluginPackage: '@mall-tenant/x' }], async () => entry(sdk), () => true)).rejects.toThrow(
      `The server entry of @mall-tenant/x declares sdk "${sdk}", which does not name a major version of the SDK; write a range such as ^1.0.0`,
    );
  });

  it('refuses an entry that fails to load, with the reason', async () => {
    const failing = async () => {
      throw new Error('syntax error in brandmax');
    };
    await expect(loadServerPlugins([{ code: 'A', pluginPackage: '@mall-tenant/x' }], failing, () => true)).rejects.toThrow('The server entry of @mall-tenant/x failed to load: syntax error in brandmax');
  });
});

describe('coerceBySchema', () => {
  it.each([
    [{ cartId: '5' }, { cartId: 5 }],
    [{ cartId: 'x' }, { cartId: 'x' }],
    [{ ids: '3' }, { ids: [3] }],
    [{ ids: ['3', '4'] }, { ids: [3, 4] }],
    [{ flag: 'true' }, { flag: true }],
    [{ other: '7' }, { other: '7' }],
  ])('converts %j to %j by the schema types', (input, output) => {
    const schema = { type: 'object', properties: { cartId: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } }, flag: { type: 'boolean' } } };
    expect(coerceBySchema(input, schema)).toEqual(output);
  });
});
