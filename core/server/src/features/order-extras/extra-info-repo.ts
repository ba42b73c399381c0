import type { OrderCustomDimension as CustomDimension, OrderExtraField as ExtraField, OrderExtraInfo as ExtraInfo } from '@mall/domain';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { PURCHASE_UNIT_DIMENSIONS } from './order-extras-schemas';

/** The values each configured field code reads from the order's header and lines. */
const HEADER_VALUES: Record<string, string> = {
  remark: `o.header->>'remark'`,
  batchNum: 'o.batch_num',
  unitName: 'pu.unit_name',
  orderTypeCode: 'o.order_type_code',
};
const LINE_VALUES: Record<string, string> = {
  remark: 'l.remark',
  neededDate: `to_char(l.needed_date, 'YYYY-MM-DD')`,
  skuCode: 'p.item_code',
};
const asJson = (values: Record<string, string>) => `jsonb_build_object(${Object.entries(values).map(([k, v]) => `'${k}', ${v}`).join(', ')})`;

const DIMENSION_COLUMNS = `dimension_code as "dimensionCode", dimension_name as "dimensionName", component_type as "componentType", value,
  value_name as "valueName", line_num as "lineNum", display_flag::int as "displayFlag", fx_display_flag::int as "fxDisplayFlag"`;

function fieldsOf(configs: { level: string; fieldCode: string; visible: 0 | 1 }[], level: string, values: Record<string, string | null>): ExtraField[] {
  return configs
    .filter((c) => c.level === level)
    .map((c) => {
      const value = values[c.fieldCode];
      return value === null || value === undefined || value === '' ? { fieldCode: c.fieldCode, visible: c.visible } : { fieldCode: c.fieldCode, visible: c.visible, value };
    });
}

const compact = <T extends object>(row: T): T => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;

/**
 * The supplementary information of the caller's orders among `orderIds` (others are skipped, so
 * a foreign id answers nothing): the tenant's configured header and line fields with this
 * order's values, the custom dimensions, and the purchase-unit dimensions with their meanings.
 */
export async function extraInfoOf(db: Db, session: Session, orderIds: readonly number[], withUnitDimensions: boolean, language: 'zh_CN' | 'en_US'): Promise<ExtraInfo[]> {
  const orders = await db.query<{ poHeaderId: number; values: Record<string, string | null>; unitDimensions: Record<string, { value?: string }> }>(
    `select o.id::int as "poHeaderId", ${asJson(HEADER_VALUES)} as values, o.unit_dimensions as "unitDimensions"
       from orders o left join purchase_units pu on pu.id = o.unit_id and pu.tenant_id = o.tenant_id
      where o.tenant_id = $1 and o.organization_id = $2 and o.owner_id = $3 and o.id = any($4::bigint[]) order by o.id`,
    [session.tenantId, session.organizationId, session.userId, [...orderIds]],
  );
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.poHeaderId);
  const [configs, lines, dimensions, meanings] = await Promise.all([
    db.query<{ level: string; fieldCode: string; visible: 0 | 1 }>(
      `select field_level as level, field_code as "fieldCode", visible::int as visible from order_field_configs where tenant_id = $1 order by order_seq, field_code`,
      [session.tenantId],
    ),
    db.query<{ orderId: number; poLineId: number; lineNum: number; skuName: string; values: Record<string, string | null> }>(
      `select l.order_id::int as "orderId", l.id::int as "poLineId", l.line_num as "lineNum", l.product_name as "skuName", ${asJson(LINE_VALUES)} as values
         from order_lines l join products p on p.id = l.product_id where l.tenant_id = $1 and l.order_id = any($2::bigint[]) order by l.order_id, l.line_num`,
      [session.tenantId, ids],
    ),
    db.query<CustomDimension & { orderId: number }>(
      `select order_id::int as "orderId", ${DIMENSION_COLUMNS} from order_custom_dimensions where tenant_id = $1 and order_id = any($2::bigint[]) order by order_seq, id`,
      [session.tenantId, ids],
    ),
    withUnitDimensions
      ? db.query<{ lovCode: string; value: string; meaning: string }>(
          `select lov_code as "lovCode", value, case when $2 = 'en_US' then meaning_en else meaning_zh end as meaning
             from lov_values where tenant_id in (0, $1) and lov_code = any($3::text[])`,
          [session.tenantId, language, PURCHASE_UNIT_DIMENSIONS.map((d) => `SMODR.${d}`)],
        )
      : Promise.resolve([]),
  ]);
  const meaningOf = (dimension: string, value: string | undefined) => meanings.find((m) => m.lovCode === `SMODR.${dimension}` && m.value === value)?.meaning;
  return orders.map((order) => {
    const own = dimensions.filter((d) => d.orderId === order.poHeaderId).map(({ orderId: _o, ...d }) => compact(d));
    return {
      poHeaderId: order.poHeaderId,
      headerFieldList: fieldsOf(configs, 'HEADER', order.values),
      headerCustomizedList: own.filter((d) => d.lineNum === undefined),
      lineList: lines
        .filter((l) => l.orderId === order.poHeaderId)
        .map((l) => ({
          poLineId: l.poLineId,
          lineNum: l.lineNum,
          skuName: l.skuName,
          fieldList: fieldsOf(configs, 'LINE', l.values),
          lineCustomizedList: own.filter((d) => d.lineNum === l.lineNum),
        })),
      unitDimensionList: withUnitDimensions
        ? PURCHASE_UNIT_DIMENSIONS.map((d) => compact({ dimensionCode: d, value: order.unitDimensions[d]?.value ?? null, valueName: meaningOf(d, order.unitDimensions[d]?.value) ?? null }) as ExtraInfo['unitDimensionList'][number])
        : [],
    };
  });
}
