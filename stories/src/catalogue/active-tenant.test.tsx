import type { TenantRegistry } from '@mall/core';
import { definePlugin, settings } from '@mall/sdk';
import { activeTenantLabel, CORE_ONLY, loadActiveTenant, packageToolbarValue, tenantToolbarItems } from './active-tenant';

const quiet = definePlugin({ id: '@mall-tenant/quiet', version: '0.2.0', sdk: '^1.0.0', register: (ctx) => ctx.settings({ pageJump: 'NO_JUMP' }) });
const registry: TenantRegistry = {
  codes: { QUIET: '@mall-tenant/quiet', GONE: '@mall-tenant/gone' },
  packages: {
    '@mall-tenant/quiet': { version: '0.2.0', load: async () => ({ default: quiet }) },
    '@mall-tenant/fresh': { version: '0.1.0', load: async () => ({ default: { ...quiet, id: '@mall-tenant/fresh' } }) },
  },
};

describe('tenant toolbar', () => {
  it('offers core only, every tenant code, then packages no code maps to', () => {
    expect(tenantToolbarItems(registry)).toEqual([
      { value: CORE_ONLY, title: 'core only' },
      { value: 'QUIET', title: 'QUIET (@mall-tenant/quiet)' },
      { value: 'GONE', title: 'GONE (@mall-tenant/gone)' },
      { value: 'package _mall-tenant_fresh', title: '@mall-tenant/fresh (no tenant code yet)' },
    ]);
  });

  it('builds core alone for core only', async () => {
    const active = await loadActiveTenant(CORE_ONLY, registry);
    expect(active.host.plugins().map((p) => p.id)).toEqual(['core']);
    expect(active.host.settingSources()).toEqual([]);
    expect(activeTenantLabel(active)).toBe('core only');
  });

  it("registers the chosen code's package over core", async () => {
    const active = await loadActiveTenant('QUIET', registry);
    expect(active.packageName).toBe('@mall-tenant/quiet');
    expect(active.host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/quiet']);
    expect(active.host.settings().pageJump).toBe('NO_JUMP');
    expect(active.host.explain(settings.id).every((e) => e.pluginId === 'core')).toBe(true);
    expect(activeTenantLabel(active)).toBe('QUIET (@mall-tenant/quiet)');
  });

  it('loads a package chosen by its toolbar value', async () => {
    const active = await loadActiveTenant(packageToolbarValue('@mall-tenant/fresh'), registry);
    expect(active.packageName).toBe('@mall-tenant/fresh');
    expect(activeTenantLabel(active)).toBe('@mall-tenant/fresh');
  });

  it('falls back to core when the code maps to a package this build lacks', async () => {
    const active = await loadActiveTenant('GONE', registry);
    expect(active.packageName).toBeUndefined();
    expect(active.host.notices.map((n) => n.kind)).toEqual(['load-failed']);
    expect(activeTenantLabel(active)).toBe('GONE (core behaviour: its package did not load)');
  });
});
