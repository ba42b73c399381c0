import type { ServerLookupValue, ServerSeedContext } from '@mall/sdk/server';
import type { Db } from '../db/db';
import type { SeedPart } from '../seed/seed-part';
import type { LoadedServerPlugin } from './load-server-plugins';
import { serverDbOf } from './plugin-routes';

interface TenantRow {
  tenantId: number;
  tenantNum: string;
  organizationId: number;
  companyId: number;
}

async function addLookupValues(tx: Db, tenantId: number, lovCode: string, values: readonly ServerLookupValue[]): Promise<void> {
  const rows = values.map((v, i) => ({ value: v.value, zh: v.meaningZh, en: v.meaningEn, parent: v.parentValue ?? null, seq: i + 1, data: v.data ?? {} }));
  await tx.query(
    `insert into lov_values (tenant_id, lov_code, value, meaning_zh, meaning_en, parent_value, order_seq, data)
     select $1, $2, value, zh, en, parent, seq, data
       from json_to_recordset($3::json) as x(value text, zh text, en text, parent text, seq int, data jsonb)
     on conflict (tenant_id, lov_code, value) do nothing`,
    [tenantId, lovCode, JSON.stringify(rows)],
  );
}

/** Runs each plugin's seed once per tenant mapped to it, after core's parts (tenants exist). */
export function pluginSeedPart(plugins: readonly LoadedServerPlugin[]): SeedPart {
  return {
    name: 'plugins',
    async run(tx) {
      for (const { definition, tenantCodes } of plugins) {
        if (!definition.seed) continue;
        const tenants = await tx.query<TenantRow>(
          `select t.id as "tenantId", t.tenant_num as "tenantNum", c.organization_id as "organizationId", c.id as "companyId"
             from tenants t join companies c on c.tenant_id = t.id and c.company_num = t.tenant_num || '-C01'
            where t.tenant_num = any($1::text[]) order by t.tenant_num`,
          [tenantCodes],
        );
        for (const tenant of tenants) {
          const ctx: ServerSeedContext = { db: serverDbOf(tx), tenant, addLookupValues: (code, values) => addLookupValues(tx, tenant.tenantId, code, values) };
          await definition.seed(ctx);
        }
      }
    },
  };
}
