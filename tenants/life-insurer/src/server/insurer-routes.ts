import { defineServerRoute, ServerCallError, type ServerCall, type ServerRoute } from '@mall/sdk/server';
import { EXPENSE_DETAIL_LOOKUP } from './insurer-seed';

/** The scripted marmot-api call name of the sanction number check; spec 3 does not name it, this name is ours. */
export const SANCTION_CHECK_API = 'hlcx-sanction-number-check';

interface SanctionBody {
  cuxCscmroSanctionNumber: string;
}
interface DefaultsBody {
  productIds: number[];
}
interface SanctionRow {
  sanctionNumber: string;
  sanctionTitle: string;
  currencyCode: string;
  approvedAmount: number;
  validTo: string;
  status: 'APPROVED' | 'REVOKED';
  expired: boolean;
}

const sanctionCheck = defineServerRoute<unknown, unknown, SanctionBody>({
  method: 'POST',
  url: `/marmot/v1/:org/marmot-api/${SANCTION_CHECK_API}`,
  summary: "life-insurer: checks a line's sanction number against the tenant's approved sanctions",
  schema: {
    body: {
      type: 'object',
      required: ['cuxCscmroSanctionNumber'],
      properties: { cuxCscmroSanctionNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' } },
    },
  },
  async handler({ db, session, body }) {
    const number = body.cuxCscmroSanctionNumber.toUpperCase();
    const [found] = await db.query<SanctionRow>(
      `select sanction_number as "sanctionNumber", title_${session.language === 'zh_CN' ? 'zh' : 'en'} as "sanctionTitle", currency_code as "currencyCode",
              approved_amount::float8 as "approvedAmount", to_char(valid_to, 'YYYY-MM-DD') as "validTo", status, valid_to < current_date as expired
         from hlcx_sanction_numbers where tenant_id = $1 and sanction_number = $2`,
      [session.tenantId, number],
    );
    if (!found) throw new ServerCallError(422, 'life-insurer.sanction.not-found', { number });
    if (found.status === 'REVOKED') throw new ServerCallError(422, 'life-insurer.sanction.revoked', { number });
    if (found.expired) throw new ServerCallError(422, 'life-insurer.sanction.expired', { number, validTo: found.validTo });
    return {
      cuxCscmroSanctionNumber: found.sanctionNumber,
      sanctionTitle: found.sanctionTitle,
      currencyCode: found.currencyCode,
      approvedAmount: found.approvedAmount,
      validTo: found.validTo,
    };
  },
});

const catalogDefault = defineServerRoute<unknown, unknown, DefaultsBody>({
  method: 'POST',
  url: '/smpc/v1/:org/aeonlife-smpc-catalogs/fetch-catalog-default',
  summary: "life-insurer: each product's default expense detail",
  schema: {
    body: {
      type: 'object',
      required: ['productIds'],
      properties: { productIds: { type: 'array', minItems: 1, maxItems: 200, items: { type: 'integer', minimum: 1 } } },
    },
  },
  // Products without a default, or not the tenant's, are left out rather than refused: the
  // order page asks for all its lines and fills in what it gets.
  handler: ({ db, session, body }: ServerCall<unknown, unknown, DefaultsBody>) =>
    db.query<{ skuId: number; expenseDetailCode: string; expenseDetailName: string }>(
      `select d.product_id::float8 as "skuId", d.expense_detail_code as "expenseDetailCode",
              case when $3 = 'en_US' then v.meaning_en else v.meaning_zh end as "expenseDetailName"
         from hlcx_product_expense_defaults d
         join lov_values v on v.tenant_id = d.tenant_id and v.lov_code = $4 and v.value = d.expense_detail_code
        where d.tenant_id = $1 and d.product_id = any($2::bigint[])
        order by array_position($2::bigint[], d.product_id)`,
      [session.tenantId, body.productIds, session.language, EXPENSE_DETAIL_LOOKUP],
    ),
});

export const insurerRoutes: readonly ServerRoute[] = [sanctionCheck, catalogDefault];
