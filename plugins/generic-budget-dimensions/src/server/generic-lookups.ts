import type { ServerLookupValue, ServerSeedContext } from '@mall/sdk/server';

type Value = readonly [code: string, zh: string, en: string];

const values = (rows: readonly Value[], codeKey: string, nameKey: string): ServerLookupValue[] =>
  rows.map(([code, zh, en]) => ({ value: code, meaningZh: zh, meaningEn: en, data: { [codeKey]: code, [nameKey]: '{meaning}' } }));

/**
 * Demo values of the generic dimension set's lookups (spec 3 gives none). SMAL.FEE_TYPE, the
 * expense type's code, is not here: core's server already serves it to every tenant.
 */
export const GENERIC_DIMENSION_LOOKUPS: Readonly<Record<string, readonly ServerLookupValue[]>> = {
  'HPFM.UNIT': values(
    [
      ['U100', '总经办', 'General management office'],
      ['U200', '财务中心', 'Finance centre'],
      ['U300', '人力资源中心', 'Human resources centre'],
      ['U400', '信息技术中心', 'IT centre'],
      ['U500', '营销中心', 'Sales and marketing centre'],
    ],
    'unitCode',
    'unitName',
  ),
  'SMAL.COST_CENTER': values(
    [
      ['CC1001', '管理成本中心', 'Management cost centre'],
      ['CC2001', '销售成本中心', 'Sales cost centre'],
      ['CC3001', '研发成本中心', 'R&D cost centre'],
      ['CC4001', '生产成本中心', 'Production cost centre'],
    ],
    'costCenterCode',
    'costCenterName',
  ),
  'SMAL.BUDGET_CATEGORY': values(
    [
      ['OPEX', '费用性预算', 'Operating expenditure'],
      ['CAPEX', '资本性预算', 'Capital expenditure'],
      ['PROJECT', '项目预算', 'Project budget'],
    ],
    'categoryCode',
    'categoryName',
  ),
};

/**
 * Seeds the generic dimension lookups for one tenant. A tenant package that `uses` this plugin
 * calls it from its own server entry's seed: `seed: (ctx) => seedGenericDimensionLookups(ctx)`.
 */
export async function seedGenericDimensionLookups({ addLookupValues }: Pick<ServerSeedContext, 'addLookupValues'>): Promise<void> {
  for (const [code, list] of Object.entries(GENERIC_DIMENSION_LOOKUPS)) await addLookupValues(code, list);
}
