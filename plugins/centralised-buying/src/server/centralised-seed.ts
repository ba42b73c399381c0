import type { ServerSeedContext } from '@mall/sdk/server';
import { APPROVER_PERMISSION } from '../approver';
import { GROUP_BUYING_LABEL } from '../centralised-status';

/**
 * Group-buying goods for the tenant's buyers: the two best-selling catalogue goods of the
 * office category join each buyer's cart labelled TG with a NEW relation, and one of them is
 * already in approval (APPROVEING), so the cart shows both statuses and the actions. One
 * statement per table; idempotent.
 */
export async function seedGroupBuying({ db, tenant }: ServerSeedContext): Promise<void> {
  await db.query(
    `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id, attributes)
     select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, p.min_purchase_quantity,
            (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
            (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1),
            jsonb_build_object('labelList', jsonb_build_array(jsonb_build_object('labelCode', $2::text)),
                               'centralizedStatus', case when p.rn = 1 then 'APPROVEING' else 'NEW' end,
                               'approvingFlag', case when p.rn = 1 then 1 else 0 end)
       from users u
       join lateral (select p.id, p.min_purchase_quantity, row_number() over (order by p.sales_volume, p.id) as rn
                       from products p
                      where p.tenant_id = u.tenant_id and p.product_source = 'CATA' and p.currency_code = 'CNY' and p.shelf_flag = 1
                        and p.stock_quantity >= 100 and p.min_package_quantity = 1 and p.max_purchase_quantity is null
                        and p.purchase_quantity_limit is null
                        and not exists (select 1 from cart_lines c where c.owner_id = u.id and c.product_id = p.id)
                      order by p.sales_volume, p.id limit 2) p on true
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do nothing`,
    [tenant.tenantId, GROUP_BUYING_LABEL],
  );
  await db.query(
    `insert into centralized_relations (tenant_id, cart_id, owner_id, status)
     select c.tenant_id, c.id, c.owner_id, c.attributes->>'centralizedStatus'
       from cart_lines c where c.tenant_id = $1 and c.attributes ? 'centralizedStatus'
     on conflict do nothing`,
    [tenant.tenantId],
  );
}

/**
 * The approver of each demander (spec 3 section 4: the demander submits, the centralised
 * purchase side rejects): `<tenant>.approver` beside `<tenant>.buyer`, in the same company and
 * units, with the buyer's demo password and mall config, listed as an approver and given the
 * approver role. One statement per table; idempotent.
 */
export async function seedApprovers({ db, tenant }: ServerSeedContext): Promise<void> {
  const pair = `select b.*, replace(b.login_name, '.buyer', '.approver') as approver_login from users b where b.tenant_id = $1 and b.login_name like '%.buyer'`;
  await db.query(
    `insert into users (tenant_id, organization_id, company_id, login_name, real_name, password_hash, language, email, phone)
     select p.tenant_id, p.organization_id, p.company_id, p.approver_login, p.real_name || '（集采审批）', p.password_hash, p.language,
            p.approver_login || '@example.com', p.phone
       from (${pair}) p
     on conflict (login_name) do nothing`,
    [tenant.tenantId],
  );
  const approvers = `select p.id as buyer_id, a.id as approver_id from (${pair}) p join users a on a.login_name = p.approver_login and a.tenant_id = p.tenant_id`;
  // The buyer's config row with the approver's id: the same mall, whatever columns later migrations added.
  await db.query(
    `insert into user_configs
     select (jsonb_populate_record(null::user_configs, to_jsonb(c) || jsonb_build_object('user_id', x.approver_id))).*
       from (${approvers}) x join user_configs c on c.user_id = x.buyer_id
     on conflict do nothing`,
    [tenant.tenantId],
  );
  await db.query(
    `insert into user_roles (tenant_id, user_id, role_id) select r.tenant_id, x.approver_id, r.role_id from (${approvers}) x join user_roles r on r.user_id = x.buyer_id
     on conflict do nothing`,
    [tenant.tenantId],
  );
  await db.query(
    `insert into user_units (tenant_id, organization_id, user_id, unit_id, default_flag)
     select u.tenant_id, u.organization_id, x.approver_id, u.unit_id, u.default_flag from (${approvers}) x join user_units u on u.user_id = x.buyer_id
     on conflict do nothing`,
    [tenant.tenantId],
  );
  await db.query(`insert into centralized_approvers (tenant_id, user_id) select $1, x.approver_id from (${approvers}) x on conflict do nothing`, [tenant.tenantId]);
  // The approver role: the permission that shows the approver's page in My Mall (and that the
  // approver's calls require), granted to the listed approvers only.
  await db.query(
    `insert into permissions (tenant_id, code, name, controller_type) values (0, $1, 'Centralised buying approvals', 'hidden') on conflict (code) do nothing`,
    [APPROVER_PERMISSION],
  );
  await db.query(
    `insert into roles (tenant_id, organization_id, role_code, role_name) values ($1, $2, 'CENTRALISED_APPROVER', '集采审批人') on conflict (tenant_id, role_code) do nothing`,
    [tenant.tenantId, tenant.organizationId],
  );
  await db.query(
    `insert into role_permissions (tenant_id, role_id, permission_code)
     select r.tenant_id, r.id, $2 from roles r where r.tenant_id = $1 and r.role_code = 'CENTRALISED_APPROVER'
     on conflict (role_id, permission_code) do nothing`,
    [tenant.tenantId, APPROVER_PERMISSION],
  );
  await db.query(
    `insert into user_roles (tenant_id, user_id, role_id)
     select a.tenant_id, a.user_id, r.id from centralized_approvers a join roles r on r.tenant_id = a.tenant_id and r.role_code = 'CENTRALISED_APPROVER'
      where a.tenant_id = $1
     on conflict do nothing`,
    [tenant.tenantId],
  );
}
