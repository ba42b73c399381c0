import type { ServerSeedContext } from '@mall/sdk/server';

/**
 * The demo: payment method 4 (fund account) beside the platform's methods; every company of the
 * tenant a fund request, the buyers' company with 1,000.00 left so a larger catalogue order fails
 * the balance check; the buyers (not the members) an account in the financial-sharing system.
 * One statement per table, idempotent.
 */
export async function seedFinancial({ db, tenant, addLookupValues }: ServerSeedContext): Promise<void> {
  // A tenant's values replace the platform's, so the platform's methods are listed again.
  await addLookupValues('SMAL.PAYMENT_METHOD', [
    { value: 'MONTHLY', meaningZh: '月结', meaningEn: 'Monthly settlement' },
    { value: 'ONLINE', meaningZh: '在线支付', meaningEn: 'Online payment' },
    { value: 'PERSONAL_PAYMENT', meaningZh: '个人支付', meaningEn: 'Personal payment' },
    { value: '4', meaningZh: '资金账户支付', meaningEn: 'Fund account payment' },
  ]);
  await db.query(
    `insert into foundersc_company_funds (tenant_id, company_id, fund_request_num, balance, pay_account_name, bank_name, bank_account_num)
     select c.tenant_id, c.id, 'FR-' || c.company_num || '-2026', case when c.rn = 1 then 1000 else 200000 end,
            c.company_name || ' 资金账户', '招商银行深圳分行', '7559' || lpad(c.id::text, 8, '0')
       from (select c.*, row_number() over (order by c.id) as rn from companies c where c.tenant_id = $1) c
     on conflict do nothing`,
    [tenant.tenantId],
  );
  await db.query(
    `insert into foundersc_sharing_accounts (tenant_id, user_id, fssc_account)
     select u.tenant_id, u.id, 'FSSC-' || upper(split_part(u.login_name, '.', 1)) || '-' || u.id from users u
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict do nothing`,
    [tenant.tenantId],
  );
}
