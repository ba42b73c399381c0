import { defineServerRoute, ServerCallError, type ServerCall, type ServerDb, type ServerRoute, type ServerSession } from '@mall/sdk/server';
import { FEEDBACK_REMARK_MAX, FEEDBACK_TYPE_LOOKUP, RESULT_STATUSES, type FeedbackRecord, type FeedbackStatus } from '../feedback-status';

// Spec 3 section 7: GET same-sku-manages/{skuId}; POST submit, confirm, withdraw ("bodies not
// shown": these bodies are ours). Every record is the caller's own, in the caller's tenant.
const BASE = '/smpc/v1/:org/same-sku-manages';

interface OpenRow {
  manageId: number;
  manageType: string;
  manageStatus: FeedbackStatus;
  remark: string;
  approveRemark: string | null;
}
interface SkuRow {
  mainSkuId: number;
  mainSkuName: string;
  mainSkuCode: string;
  mainSkuPrice: number;
  mainSkuUom: string;
  mainSkuSupplierId: number;
}

async function skuOf(db: ServerDb, session: ServerSession, skuId: number): Promise<SkuRow> {
  const [sku] = await db.query<SkuRow>(
    `select id::float8 as "mainSkuId", product_name as "mainSkuName", item_code as "mainSkuCode", price::float8 as "mainSkuPrice",
            uom_name as "mainSkuUom", supplier_company_id::float8 as "mainSkuSupplierId"
       from products where tenant_id = $1 and id = $2`,
    [session.tenantId, skuId],
  );
  if (!sku) throw new ServerCallError(404, 'same-product-feedback.sku-not-found', { skuId });
  return sku;
}

async function openRecord(db: ServerDb, session: ServerSession, where: { skuId: number } | { manageId: number }, lock = false): Promise<(OpenRow & { skuId: number }) | undefined> {
  const [key, value] = 'skuId' in where ? ['sku_id', where.skuId] : ['manage_id', where.manageId];
  const [row] = await db.query<OpenRow & { skuId: number }>(
    `select manage_id::float8 as "manageId", manage_type as "manageType", manage_status as "manageStatus", remark,
            approve_remark as "approveRemark", sku_id::float8 as "skuId"
       from same_sku_manages
      where tenant_id = $1 and user_id = $2 and ${key} = $3 and manage_status <> 'CONFIRMED'${lock ? ' for update' : ''}`,
    [session.tenantId, session.userId, value],
  );
  return row;
}

async function record(db: ServerDb, session: ServerSession, skuId: number): Promise<FeedbackRecord> {
  const sku = await skuOf(db, session, skuId);
  const open = await openRecord(db, session, { skuId });
  if (!open) return { manageStatus: 'NEW', ...sku };
  return {
    manageId: open.manageId,
    manageType: open.manageType,
    manageStatus: open.manageStatus,
    remark: open.remark,
    ...(open.approveRemark ? { approveRemark: open.approveRemark } : {}),
    ...sku,
  };
}

const idParam = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

const getRecord = defineServerRoute<{ skuId: number }, unknown, unknown>({
  method: 'GET',
  url: `${BASE}/:skuId`,
  summary: "same-product-feedback: the caller's open feedback on a product (NEW when there is none)",
  schema: { params: { type: 'object', required: ['skuId'], properties: { skuId: idParam } } },
  handler: ({ db, session, params }) => record(db, session, params.skuId),
});

interface SubmitBody {
  skuId: number;
  manageType: string;
  remark?: string;
}

const submit = defineServerRoute<unknown, unknown, SubmitBody>({
  method: 'POST',
  url: `${BASE}/submit`,
  summary: 'same-product-feedback: submits (or resubmits after Modify) the feedback of a product: NEW -> SUBMIT',
  schema: {
    body: {
      type: 'object',
      required: ['skuId', 'manageType'],
      additionalProperties: false,
      properties: {
        skuId: idParam,
        manageType: { type: 'string', minLength: 1, maxLength: 60 },
        remark: { type: 'string', maxLength: FEEDBACK_REMARK_MAX },
      },
    },
  },
  handler: ({ db, session, body }: ServerCall<unknown, unknown, SubmitBody>) =>
    db.transaction(async (tx) => {
      await skuOf(tx, session, body.skuId);
      const [type] = await tx.query(
        `select 1 from lov_values where lov_code = $1 and value = $2 and tenant_id in ($3, 0) and enabled_flag = 1 limit 1`,
        [FEEDBACK_TYPE_LOOKUP, body.manageType, session.tenantId],
      );
      if (!type) throw new ServerCallError(422, 'same-product-feedback.type-unknown', { type: body.manageType });
      const open = await openRecord(tx, session, { skuId: body.skuId }, true);
      if (open && open.manageStatus !== 'NEW') throw new ServerCallError(409, 'same-product-feedback.not-editable', { status: open.manageStatus });
      const remark = (body.remark ?? '').trim();
      if (open) {
        await tx.query(`update same_sku_manages set manage_type = $2, remark = $3, manage_status = 'SUBMIT', updated_at = now() where manage_id = $1`, [
          open.manageId,
          body.manageType,
          remark,
        ]);
      } else {
        await tx.query(
          `insert into same_sku_manages (tenant_id, user_id, sku_id, manage_type, manage_status, remark) values ($1, $2, $3, $4, 'SUBMIT', $5)`,
          [session.tenantId, session.userId, body.skuId, body.manageType, remark],
        );
      }
      return record(tx, session, body.skuId);
    }),
});

interface ManageBody {
  manageId: number;
}
const manageBody = { body: { type: 'object', required: ['manageId'], additionalProperties: false, properties: { manageId: idParam } } };

/** Moves the caller's open record `manageId` from one of `from` to `to`; 404 when it is not theirs, 409 from another status. */
function transition(action: 'withdraw' | 'confirm', from: readonly FeedbackStatus[], to: FeedbackStatus, summary: string): ServerRoute {
  return defineServerRoute<unknown, unknown, ManageBody>({
    method: 'POST',
    url: `${BASE}/${action}`,
    summary,
    schema: manageBody,
    handler: ({ db, session, body }: ServerCall<unknown, unknown, ManageBody>) =>
      db.transaction(async (tx) => {
        const open = await openRecord(tx, session, { manageId: body.manageId }, true);
        if (!open) throw new ServerCallError(404, 'same-product-feedback.not-found', { manageId: body.manageId });
        if (!from.includes(open.manageStatus)) throw new ServerCallError(409, 'same-product-feedback.not-editable', { status: open.manageStatus });
        await tx.query(`update same_sku_manages set manage_status = $2, updated_at = now() where manage_id = $1`, [open.manageId, to]);
        return record(tx, session, open.skuId);
      }),
  });
}

export const feedbackRoutes: readonly ServerRoute[] = [
  getRecord,
  submit,
  transition('withdraw', ['SUBMIT'], 'NEW', "same-product-feedback: withdraws a submitted feedback to modify it (button 'Modify'): SUBMIT -> NEW"),
  transition('confirm', RESULT_STATUSES, 'CONFIRMED', "same-product-feedback: the buyer confirms the processing result: PROCESSED / APPROVED / REJECTED -> closed"),
];
