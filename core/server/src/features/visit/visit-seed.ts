import type { SeedPart } from '../../seed/seed-part';

/**
 * The demo's second website: GOLDEN's company at `golden-site.localhost` (browsers send
 * *.localhost to this machine, so the demo and the journeys reach it on the mall's port).
 * A buyer of any other company signed in there is a visitor and sees GOLDEN's catalogue with
 * the site's own label on its best sellers (the list's default order, so its first page shows it).
 */
export const DEMO_SECOND_WEBSITE = { host: 'golden-site.localhost', tenant: 'GOLDEN', label: '官网精选', labelledProducts: 12 } as const;

export const visitPart: SeedPart = {
  name: 'visit',
  async run(tx) {
    const { host, tenant, label, labelledProducts } = DEMO_SECOND_WEBSITE;
    await tx.query(
      `insert into second_websites (host, tenant_id, organization_id, company_id, visitor_flag)
       select $1, c.tenant_id, c.organization_id, c.id, 1
         from companies c join tenants t on t.id = c.tenant_id
        where t.tenant_num = $2 and c.id = (select min(c2.id) from companies c2 where c2.tenant_id = t.id)
       on conflict (host) do nothing`,
      [host, tenant],
    );
    await tx.query(
      `insert into product_labels (tenant_id, product_id, label_name)
       select p.tenant_id, p.id, $2
         from (select p.tenant_id, p.id from products p join tenants t on t.id = p.tenant_id
                where t.tenant_num = $1 and p.shelf_flag = 1
                order by p.sales_volume desc, p.id limit $3) p
       on conflict do nothing`,
      [tenant, label, labelledProducts],
    );
  },
};
