import { CoreIds, extensionPoints } from '@mall/sdk';
import { PluginHost } from '../platform/plugin-host';
import { corePlugin } from './core-plugin';

// The SDK's CoreIds are what tenants replace and disable by: each must name a contribution core
// really makes, and every core contribution a tenant may target (all but routes, which go by
// path, messages and settings, which go by name) must be in CoreIds.
const flatten = (node: object): string[] => Object.values(node).flatMap((v) => (typeof v === 'string' ? [v] : flatten(v as object)));

describe('CoreIds', () => {
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: '0.1.0' });
  const contributed = extensionPoints.flatMap((point) => host.explain(point.id).filter((e) => e.pluginId === 'core').map((e) => ({ point: point.id, id: e.id })));

  it('names only contributions core makes', () => {
    const ids = new Set(contributed.map((c) => c.id));
    expect(flatten(CoreIds).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("covers every core contribution a tenant replaces or disables by id", () => {
    const targetable = contributed.filter((c) => c.point !== 'routes' && c.point !== 'messages' && c.point !== 'settings').map((c) => c.id);
    expect(targetable.length).toBeGreaterThan(20);
    expect(targetable.filter((id) => !flatten(CoreIds).includes(id))).toEqual([]);
  });
});
