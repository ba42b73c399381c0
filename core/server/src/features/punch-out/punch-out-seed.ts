import { createHash } from 'node:crypto';
import type { SeedPart } from '../../seed/seed-part';

/** Packages whose tenants buy through a requisition system (they use the open-cart plugin). */
export const PUNCH_OUT_PACKAGES = ['@mall-tenant/internet-firm'];
/** The demo requisition system's shared secret (its identity is `<TENANT CODE>-SRM`). */
export const DEMO_PUNCH_OUT_SECRET = 'punch-out-demo-secret';

/** One punch-out configuration per open-cart tenant, so the demo's requisition system can check in. */
export const punchOutPart: SeedPart = {
  name: 'punch-out',
  async run(tx, ctx) {
    const codes = ctx.tenants.filter((t) => t.pluginPackage && PUNCH_OUT_PACKAGES.includes(t.pluginPackage)).map((t) => t.code);
    await tx.query(
      `insert into punchout_configs (tenant_id, identity, secret_sha256, supplier_identity)
       select t.id, t.tenant_num || '-SRM', $2, 'PROCUREMENT-MALL' from tenants t where t.tenant_num = any($1::text[])
       on conflict (identity) do nothing`,
      [codes, createHash('sha256').update(DEMO_PUNCH_OUT_SECRET).digest('hex')],
    );
  },
};
