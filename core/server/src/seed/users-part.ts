import { hashPassword } from '../auth/password';
import type { SeedPart, TenantSpec } from './seed-part';

/** A demo user and how their config differs from the defaults. */
export interface DemoUser {
  tenant: string;
  loginName: string;
  realName: string;
  role: 'BUYER' | 'MEMBER';
  memberPermission: boolean;
  enterprisePermission: boolean;
  defaultChannel: 'ENTERPRISE' | 'PERSONAL';
  bizErrorFlag?: 1;
  /** acceptableErrorFlag 0 and successFlag 0 with this errorMsg: the config load fails. */
  configError?: string;
  note: string;
}

/** Two users per tenant, plus the forbidden-path users of the core-only tenant(s). */
export function demoUsers(tenants: readonly TenantSpec[]): DemoUser[] {
  return tenants.flatMap((t) => {
    const code = t.code.toLowerCase();
    const users: DemoUser[] = [
      { tenant: t.code, loginName: `${code}.buyer`, realName: `${t.code} 采购员`, role: 'BUYER', memberPermission: false, enterprisePermission: true, defaultChannel: 'ENTERPRISE', note: 'enterprise permission only' },
      { tenant: t.code, loginName: `${code}.member`, realName: `${t.code} 会员`, role: 'MEMBER', memberPermission: true, enterprisePermission: true, defaultChannel: 'PERSONAL', note: 'member and enterprise permission, default channel PERSONAL' },
    ];
    if (!t.pluginPackage) {
      users.push(
        { tenant: t.code, loginName: `${code}.biz-error`, realName: `${t.code} 业务异常用户`, role: 'BUYER', memberPermission: false, enterprisePermission: true, defaultChannel: 'ENTERPRISE', bizErrorFlag: 1, note: 'bizErrorFlag 1' },
        {
          tenant: t.code, loginName: `${code}.online-buyer`, realName: `${t.code} 电商采购员`, role: 'BUYER', memberPermission: false, enterprisePermission: true, defaultChannel: 'ENTERPRISE',
          note: 'cart of e-commerce (JD) and catalogue goods: the JD order asks for a payment method, online payment goes through the cashier',
        },
        {
          tenant: t.code, loginName: `${code}.config-error`, realName: `${t.code} 配置异常用户`, role: 'BUYER', memberPermission: false, enterprisePermission: true, defaultChannel: 'ENTERPRISE',
          configError: 'smal.config.load-failed', // a message key: the buyer reads it in one language
          note: 'config fails: acceptableErrorFlag 0, successFlag 0, errorMsg set',
        },
      );
    }
    return users;
  });
}

let early: { password: string; hashes: Promise<string[]> } | undefined;

/**
 * Starts hashing every demo user's password (each with its own salt) on the libuv pool, for the
 * users part to take. A first start's child calls it before it opens and migrates the new folder:
 * that is WASM work on the main thread, so the 2 s of scrypt run on the other core meanwhile.
 */
export function hashDemoPasswordsEarly(tenants: readonly TenantSpec[], password: string): void {
  early = { password, hashes: Promise.all(demoUsers(tenants).map(() => hashPassword(password))) };
}

export const usersPart: SeedPart = {
  name: 'users',
  async run(tx, ctx) {
    const users = demoUsers(ctx.tenants);
    const existing = new Set((await tx.query<{ login: string }>('select login_name as login from users')).map((r) => r.login));
    const fresh = users.filter((u) => !existing.has(u.loginName));
    const ready = early?.password === ctx.password ? await early.hashes : [];
    early = undefined;
    // scrypt runs on the libuv pool, so hashing in parallel keeps a first start quick.
    const hashes = await Promise.all(fresh.map((_, i) => ready[i] ?? hashPassword(ctx.password)));
    for (const [i, user] of fresh.entries()) {
      const [owner] = await tx.query<{ tenantId: number; organizationId: number; companyId: number }>(
        `select t.id as "tenantId", o.id as "organizationId", c.id as "companyId"
           from tenants t join organizations o on o.tenant_id = t.id join companies c on c.organization_id = o.id
          where t.tenant_num = $1 order by c.id limit 1`,
        [user.tenant],
      );
      if (!owner) throw new Error(`seed: tenant ${user.tenant} has no company`);
      const [row] = await tx.query<{ id: number }>(
        `insert into users (tenant_id, organization_id, company_id, login_name, real_name, password_hash, language, email, phone)
         values ($1, $2, $3, $4, $5, $6, 'zh_CN', $7, $8) returning id`,
        [owner.tenantId, owner.organizationId, owner.companyId, user.loginName, user.realName, hashes[i], `${user.loginName}@example.com`, `1380000${String(i).padStart(4, '0')}`],
      );
      const userId = row!.id;
      await tx.query(
        `insert into user_configs (user_id, tenant_id, organization_id, member_permission, enterprise_permission, default_channel,
                                   biz_error_flag, acceptable_error_flag, success_flag, error_msg, is_new_cart)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          userId, owner.tenantId, owner.organizationId, user.memberPermission, user.enterprisePermission, user.defaultChannel,
          user.bizErrorFlag ?? 0, user.configError ? 0 : 1, user.configError ? 0 : 1, user.configError ?? null, 0,
        ],
      );
      await tx.query(
        `insert into user_roles (tenant_id, user_id, role_id) select $1, $2, id from roles where tenant_id = $1 and role_code = $3`,
        [owner.tenantId, userId, user.role],
      );
      await tx.query(
        `insert into user_units (tenant_id, organization_id, user_id, unit_id, default_flag)
         select $1, $2, $3, id, case when unit_code like '%-U01' then 1 else 0 end from purchase_units where tenant_id = $1`,
        [owner.tenantId, owner.organizationId, userId],
      );
    }
  },
};
