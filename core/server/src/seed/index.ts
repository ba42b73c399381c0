import type { Db } from '../db/db';
import { withForeignKeysDeferred, withPlainIndexesDeferred } from '../db/defer-indexes';
import { analyzeStale } from '../db/statistics';
import { timedStep, withSlowStatementsShown } from '../db/step-timing';
import { lookupsPart } from './lookups-part';
import { platformPart } from './platform-part';
import { regionsPart } from './regions-part';
import type { SeedContext, SeedPart, TenantSpec } from './seed-part';
import { tenantsFromConfig } from './tenant-list';
import { tenantsPart } from './tenants-part';
import { orderCenterPart } from './order-center-part';
import { usersPart } from './users-part';
import { cataloguePart } from './catalogue-part';
import { regionStocksPart } from './region-stocks-part';
import { addressesPart } from './addresses-part';
import { budgetsPart } from './budgets-part';
import { cartsPart } from './carts-part';
import { ordersPart } from './orders-part';
import { costAllocationPart } from '../features/cost-allocation/cost-allocation-seed';
import { myOrdersPart } from '../features/my-orders/my-orders-seed';
import { receiptsPart } from '../features/receipts/receipts-seed';
import { orderExtrasPart } from '../features/order-extras/order-extras-seed';
import { accountPart } from './account-part';
import { cartExtrasPart } from './cart-extras-part';
import { productExtrasPart } from './product-extras-part';
import { purchaseRequestsPart } from '../features/purchase-requests/purchase-request-seed';
import { homePart } from '../features/home/home-seed';
import { myMallPart } from '../features/my-mall/my-mall-seed';
import { punchOutPart } from '../features/punch-out/punch-out-seed';
import { visitPart } from '../features/visit/visit-seed';
import { zonesPart } from '../features/zones/zone-seed';
import { skuDetailPart } from '../features/sku-detail/sku-detail-seed';

import { DEMO_PASSWORD } from './demo-password';

export { DEMO_PASSWORD };

/** Seed parts in run order; later parts may rely on rows of earlier ones. Add a part here. */
export const seedParts: readonly SeedPart[] = [platformPart, lookupsPart, regionsPart, tenantsPart, usersPart, orderCenterPart, cataloguePart, regionStocksPart, addressesPart, budgetsPart, cartsPart, ordersPart, costAllocationPart, accountPart, cartExtrasPart, productExtrasPart, receiptsPart, myOrdersPart, orderExtrasPart, purchaseRequestsPart, homePart, myMallPart, punchOutPart, visitPart, zonesPart, skuDetailPart];

export interface SeedOptions {
  tenants?: readonly TenantSpec[];
  parts?: readonly SeedPart[];
  password?: string;
  /** The database is new: check its foreign keys and build its plain indexes once after the load instead of row by row. */
  newDatabase?: boolean;
}

/** Any fixed number, the same in every gateway: the key of the new database's seed lock. */
const NEW_DATABASE_SEED_LOCK = 20_261_125;

/** Waits for any other seed of a new database to commit; true when this one is still the first. */
async function firstToSeed(tx: Db): Promise<boolean> {
  await tx.query('select pg_advisory_xact_lock($1)', [NEW_DATABASE_SEED_LOCK]);
  const [row] = await tx.query<{ seeded: boolean }>('select exists (select 1 from tenants) as seeded');
  return row?.seeded !== true;
}

/** Fills a migrated database with the demo; running it again adds only what is missing. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const ctx: SeedContext = { tenants: options.tenants ?? tenantsFromConfig(), password: options.password ?? DEMO_PASSWORD };
  await db.transaction(async (seedTx) => {
    const tx = withSlowStatementsShown(seedTx);
    const run = async () => {
      for (const part of options.parts ?? seedParts) await timedStep(`seed part ${part.name}`, () => part.run(tx, ctx));
    };
    // A new database: foreign keys checked and plain indexes built once after the load, not row by row.
    // Gateways first-starting together over one empty PostgreSQL would each drop keys and indexes
    // (locks taken in different orders): the later ones wait here, then find the demo and only
    // add what is missing, as on a database seeded before.
    const fresh = options.newDatabase === true && (await firstToSeed(tx));
    await (fresh ? withForeignKeysDeferred(tx, () => withPlainIndexesDeferred(tx, run)) : run());
  });
  // Once for all parts, after they committed: PGlite never gathers statistics by itself.
  await timedStep('seed statistics (analyze)', () => analyzeStale(db));
}

export { demoUsers, type DemoUser } from './users-part';
export { tenantsFromConfig } from './tenant-list';
export type { SeedContext, SeedPart, TenantSpec } from './seed-part';
