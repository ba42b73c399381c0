import { ROLE_PERMISSIONS } from './platform-part';
import type { SeedPart, TenantSpec } from './seed-part';

/** Core's theme colour (spec 1 section 9); tenants running a plugin get one of these each. */
export const CORE_TOPIC_COLOR = '#f53';
const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#d4380d', '#389e0d', '#c41d7f', '#08979c', '#d48806', '#531dab', '#0958d9', '#cf1322', '#7cb305'];

export function topicColorOf(tenants: readonly TenantSpec[], code: string): string {
  const withPlugin = tenants.filter((t) => t.pluginPackage);
  const index = withPlugin.findIndex((t) => t.code === code);
  return index < 0 ? CORE_TOPIC_COLOR : PALETTE[index % PALETTE.length]!;
}

/** The budget dimension of core-only tenants: the budget a row draws on (`SMAL.BUDGET`, the seeded budgets). */
export const CORE_BUDGET_DIMENSION = { fieldName: 'budgetCode', budgetItemName: 'smal.budget.dimension.budget', componentType: 'LOV', lovCode: 'SMAL.BUDGET', requiredFlag: 1 } as const;

const kindOf = (spec: TenantSpec) => spec.pluginPackage?.split('/').pop() ?? 'core';

/** Tenants with their organisation, company, purchase units, web config and roles. */
export const tenantsPart: SeedPart = {
  name: 'tenants',
  async run(tx, ctx) {
    for (const [index, spec] of ctx.tenants.entries()) {
      const n = index + 1;
      await tx.query(
        `insert into tenants (tenant_num, tenant_name, plugin_package) values ($1, $2, $3) on conflict (tenant_num) do nothing`,
        [spec.code, `${spec.code} (${kindOf(spec)})`, spec.pluginPackage ?? null],
      );
      const [tenant] = await tx.query<{ id: number }>('select id from tenants where tenant_num = $1', [spec.code]);
      const tenantId = tenant!.id;
      await tx.query(
        `insert into organizations (tenant_id, organization_code, organization_name) values ($1, $2, $3)
         on conflict (tenant_id, organization_code) do nothing`,
        [tenantId, spec.code, `${spec.code} 集团`],
      );
      const [org] = await tx.query<{ id: number }>('select id from organizations where tenant_id = $1 and organization_code = $2', [tenantId, spec.code]);
      const organizationId = org!.id;
      // ou / purchase org / invoice org / inventory org ids are numbered per tenant so they stay stable.
      const base = n * 1000;
      await tx.query(
        `insert into companies (tenant_id, organization_id, company_num, company_name, ou_id, ou_code, ou_name,
                                purchase_org_id, purchase_org_code, purchase_org_name, invoice_org_id, invoice_org_name,
                                inv_organization_id, inv_organization_name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (tenant_id, company_num) do nothing`,
        [
          tenantId, organizationId, `${spec.code}-C01`, `${spec.code} 总公司`,
          base + 1, `${spec.code}-OU01`, `${spec.code} 业务实体`,
          base + 2, `${spec.code}-PO01`, `${spec.code} 采购组织`,
          base + 3, `${spec.code} 开票组织`,
          base + 4, `${spec.code} 库存组织`,
        ],
      );
      const [company] = await tx.query<{ id: number }>('select id from companies where tenant_id = $1 and company_num = $2', [tenantId, `${spec.code}-C01`]);
      for (const [code, name] of [['U01', '行政部'], ['U02', '信息技术部']] as const) {
        await tx.query(
          `insert into purchase_units (tenant_id, organization_id, company_id, unit_code, unit_name, level_path)
           values ($1, $2, $3, $4, $5, $6) on conflict (tenant_id, unit_code) do nothing`,
          [tenantId, organizationId, company!.id, `${spec.code}-${code}`, name, `${spec.code}-C01|${spec.code}-${code}`],
        );
      }
      await tx.query(
        `insert into web_configs (organization_id, tenant_id, web_url, topic_color, settings, dimension_config, common_config)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (organization_id) do nothing`,
        [
          organizationId,
          tenantId,
          `${spec.code.toLowerCase()}.mall.local`,
          topicColorOf(ctx.tenants, spec.code),
          JSON.stringify({ mixDeploymentFlag: 0, productDetailGrayscale: false, doubleUomFlag: 0, pickSupplierFlag: 0, unreadMessageCount: 0, customerServiceType: 'NONE' }),
          JSON.stringify({
            unitDimensionList: [
              { dimensionType: 'FIXED', dimensionCode: 'COMPANY', dimensionCodeMeaning: '公司', showFlag: 1, orderSeq: 10, editFlag: 0 },
              { dimensionType: 'FIXED', dimensionCode: 'UNIT', dimensionCodeMeaning: '采购单位', showFlag: 1, orderSeq: 20, editFlag: 1 },
            ],
            // Core's budget panel draws a row on one of the company's budgets. Every tenant gets
            // it: a tenant with its own dimensions replaces core's configured set in its plugin
            // (and so never reads this list), while one that only adds dimensions beside it (RGEGO's
            // generic set) still needs the budget code, or every budget save is refused.
            budgetDimensionList: [CORE_BUDGET_DIMENSION],
          }),
          JSON.stringify({
            enableOrderCenterFlag: 1, hideSupplierFlag: 0, enabledBuyNowFlag: 1, oldTenantFlag: 0, isNewCart: 0,
            doubleUomFlag: 0, redirectToSrm: 0, sprmOldLinkFlag: 0, compareRule: { minCount: 2, maxCount: 4 },
          }),
        ],
      );
      for (const [roleCode, roleName] of [['BUYER', '企业采购员'], ['MEMBER', '会员采购员']] as const) {
        await tx.query(
          `insert into roles (tenant_id, organization_id, role_code, role_name) values ($1, $2, $3, $4) on conflict (tenant_id, role_code) do nothing`,
          [tenantId, organizationId, roleCode, roleName],
        );
        await tx.query(
          `insert into role_permissions (tenant_id, role_id, permission_code)
           select r.tenant_id, r.id, code from roles r, unnest($3::text[]) as code where r.tenant_id = $1 and r.role_code = $2
           on conflict (role_id, permission_code) do nothing`,
          [tenantId, roleCode, ROLE_PERMISSIONS[roleCode]],
        );
      }
    }
  },
};
