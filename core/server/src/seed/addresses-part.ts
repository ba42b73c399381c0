import type { SeedPart } from './seed-part';

// Level-4 regions numbered by id, so each user gets different (but stable) towns; the path up to
// the province is read for the picked towns only. Every one of the 41,352 towns has its full path,
// so this numbers them as the join over the whole tree did (the same rows), without 124,000 index
// lookups and a sort of the whole tree on a new database, which has no statistics yet.
// One row holds every town id in order: the n-th town is `ids[n]`, whatever plan the planner picks.
const TOWNS = `select array_agg(id order by id) as ids from regions where level_number = 4`;

const STREETS = ['人民路88号 3号楼 501室', '科技园南区 8栋 12层', '解放大道 166号 行政楼'];

/**
 * Addresses on the real 4-level region tree: per demo user a default and a second receiving
 * address and an invoice address (belongType 2), and per company one company-level receiving
 * address (belongType 1). Users who already have addresses are left alone.
 */
export const addressesPart: SeedPart = {
  name: 'addresses',
  async run(tx) {
    // One statement for every user, kind and company: the town list is built once (one array)
    // and indexed by number, where 81 single inserts each rebuilt the join over 41,352 towns
    // (48 s). User addresses come first (by user and kind), then the companies', as before.
    await tx.query(
      `with towns as materialized (${TOWNS}),
            kinds (k, address_type, default_flag, street) as (values (0, 'RECEIVER', 1, $1::text), (1, 'RECEIVER', 0, $2::text), (2, 'INVOICE', 1, $3::text)),
            picks as (
              select 0 as side, u.id as owner, k.k, u.tenant_id, u.organization_id, u.company_id, u.id as user_id, k.address_type, 2 as belong_type,
                     u.real_name as contact, coalesce(u.phone, '13800138000') as mobile, k.street, '100000' as zip, k.default_flag,
                     ((u.id * 7919 + k.k * 104729) % (select cardinality(ids) from towns)) + 1 as n
                from users u cross join kinds k
               where not exists (select 1 from addresses a where a.user_id = u.id)
              union all
              select 1, c.id, 0, c.tenant_id, c.organization_id, c.id, null, 'RECEIVER', 1, '仓库收货组', '13900139000', '物流园 1号仓', '200000', 0,
                     ((c.id * 31337) % (select cardinality(ids) from towns)) + 1
                from companies c
               where not exists (select 1 from addresses a where a.company_id = c.id and a.belong_type = 1))
       insert into addresses (tenant_id, organization_id, company_id, user_id, address_type, belong_type, contact_name, mobile, region_id,
                              region_id_list, address, full_address, zip, default_flag)
       select p.tenant_id, p.organization_id, p.company_id, p.user_id, p.address_type, p.belong_type, p.contact, p.mobile, r4.id,
              jsonb_build_array(r1.id, r2.id, r3.id, r4.id), p.street,
              r1.region_name || r2.region_name || r3.region_name || r4.region_name || p.street, p.zip, p.default_flag
         from picks p cross join towns t
         join regions r4 on r4.id = t.ids[p.n]
         join regions r3 on r3.region_code = r4.parent_region_code
         join regions r2 on r2.region_code = r3.parent_region_code
         join regions r1 on r1.region_code = r2.parent_region_code and r1.level_number = 1
        order by p.side, p.owner, p.k`,
      STREETS,
    );
  },
};
