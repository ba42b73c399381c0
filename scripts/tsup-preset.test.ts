import { join } from 'node:path';
import { externalsOf } from '../tsup.preset';
import { SHARED_UI } from './shared-ui.mjs';

// Issue 19 section 3: a tenant's tsup build leaves the mall's UI libraries, the SDK and the
// shared plugins it uses as imports, so the app gives it the one copy of each.
const root = join(import.meta.dirname, '..');
const external = (dir: string, specifier: string) => externalsOf(join(root, dir)).some((re) => re.test(specifier));

describe('tsup preset externals', () => {
  it.each(['tenants/rgego', 'tenants/retail-chain', 'plugins/generic-budget-dimensions'])('%s keeps every shared UI library (and its subpaths) and the SDK external', (dir) => {
    for (const name of SHARED_UI) {
      expect(external(dir, name), name).toBe(true);
      expect(external(dir, `${name}/sub/path`), `${name}/sub/path`).toBe(true);
    }
    expect(external(dir, 'react/jsx-runtime')).toBe(true);
    expect(external(dir, '@mall/sdk')).toBe(true);
  });

  it('keeps the shared plugin a tenant uses external, and bundles what the package does not declare', () => {
    expect(external('tenants/rgego', '@mall-plugin/generic-budget-dimensions')).toBe(true);
    expect(external('tenants/rgego', '@mall-plugin/generic-budget-dimensions/server')).toBe(true);
    expect(external('tenants/retail-chain', '@mall-plugin/generic-budget-dimensions')).toBe(false);
    expect(external('tenants/rgego', './minimum-price-note')).toBe(false);
    expect(external('tenants/rgego', 'reactive')).toBe(false);
  });
});
