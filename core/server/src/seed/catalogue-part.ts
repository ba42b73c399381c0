import { seedCatalogue } from './catalogue-seed';
import { copyCatalogue } from './catalogue-copy';
import type { SeedPart } from './seed-part';

/** The demo catalogue (2,000 goods of CATA, JD and MANUAL) as every tenant's own rows. */
export const cataloguePart: SeedPart = {
  name: 'catalogue',
  async run(tx, ctx) {
    const codes = ctx.tenants.map((t) => t.code);
    // In the configuration's order, as before: the first tenant's ids come first.
    const tenants = (await tx.query<{ id: number; code: string }>('select id, tenant_num as code from tenants where tenant_num = any($1::text[])', [codes]))
      .sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
    const [first, ...others] = tenants;
    if (!first) return;
    await seedCatalogue(tx, first.id);
    await copyCatalogue(tx, first.id, others.map((t) => t.id));
  },
};
