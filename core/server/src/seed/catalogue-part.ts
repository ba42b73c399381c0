import { seedCatalogue } from './catalogue-seed';
import { copyCatalogue } from './catalogue-copy';
import type { SeedPart } from './seed-part';

/** The demo catalogue (2,000 goods of CATA, JD and MANUAL) as every tenant's own rows. */
export const cataloguePart: SeedPart = {
  name: 'catalogue',
  async run(tx, ctx) {
    let first: number | undefined;
    for (const spec of ctx.tenants) {
      const [tenant] = await tx.query<{ id: number }>('select id from tenants where tenant_num = $1', [spec.code]);
      if (!tenant) continue;
      if (first === undefined) {
        await seedCatalogue(tx, tenant.id);
        first = tenant.id;
      } else {
        await copyCatalogue(tx, first, tenant.id);
      }
    }
  },
};
