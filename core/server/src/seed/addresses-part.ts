import type { SeedPart } from './seed-part';

// Level-4 regions with their whole path, numbered so each user gets different (but stable) towns.
const TOWNS = `
  select r4.id as town, r3.id as county, r2.id as city, r1.id as province,
         r1.region_name || r2.region_name || r3.region_name || r4.region_name as names,
         row_number() over (order by r4.id) as n, count(*) over () as total
    from regions r4
    join regions r3 on r3.region_code = r4.parent_region_code
    join regions r2 on r2.region_code = r3.parent_region_code
    join regions r1 on r1.region_code = r2.parent_region_code
   where r4.level_number = 4 and r1.level_number = 1`;

const STREETS = ['人民路88号 3号楼 501室', '科技园南区 8栋 12层', '解放大道 166号 行政楼'];

/**
 * Addresses on the real 4-level region tree: per demo user a default and a second receiving
 * address and an invoice address (belongType 2), and per company one company-level receiving
 * address (belongType 1). Users who already have addresses are left alone.
 */
export const addressesPart: SeedPart = {
  name: 'addresses',
  async run(tx) {
    const users = await tx.query<{ id: number; tenantId: number; organizationId: number; companyId: number; realName: string; phone: string | null }>(
      `select u.id, u.tenant_id as "tenantId", u.organization_id as "organizationId", u.company_id as "companyId", u.real_name as "realName", u.phone
         from users u where not exists (select 1 from addresses a where a.user_id = u.id) order by u.id`,
    );
    const kinds = [
      { type: 'RECEIVER', isDefault: 1, street: STREETS[0]! },
      { type: 'RECEIVER', isDefault: 0, street: STREETS[1]! },
      { type: 'INVOICE', isDefault: 1, street: STREETS[2]! },
    ];
    for (const user of users) {
      for (const [k, kind] of kinds.entries()) {
        await tx.query(
          `insert into addresses (tenant_id, organization_id, company_id, user_id, address_type, belong_type, contact_name, mobile, region_id,
                                  region_id_list, address, full_address, zip, default_flag)
           select $1, $2, $3, $4, $5, 2, $6, $7, t.town, jsonb_build_array(t.province, t.city, t.county, t.town), $8, t.names || $8, '100000', $9
             from (${TOWNS}) t where t.n = (($4::bigint * 7919 + $10::bigint * 104729) % t.total) + 1`,
          [user.tenantId, user.organizationId, user.companyId, user.id, kind.type, user.realName, user.phone ?? '13800138000', kind.street, kind.isDefault, k],
        );
      }
    }
    await tx.query(
      `insert into addresses (tenant_id, organization_id, company_id, user_id, address_type, belong_type, contact_name, mobile, region_id,
                              region_id_list, address, full_address, zip, default_flag)
       select c.tenant_id, c.organization_id, c.id, null, 'RECEIVER', 1, '仓库收货组', '13900139000', t.town,
              jsonb_build_array(t.province, t.city, t.county, t.town), '物流园 1号仓', t.names || '物流园 1号仓', '200000', 0
         from companies c cross join lateral (${TOWNS}) t
        where t.n = ((c.id * 31337) % t.total) + 1
          and not exists (select 1 from addresses a where a.company_id = c.id and a.belong_type = 1)`,
    );
  },
};
