import { Type } from '@fastify/type-provider-typebox';
import { IMPORT_BATCH_STATUSES } from '@mall/domain';

const Code = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' });
const Batch = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$' });

export const CodeQuery = Type.Object({ templateCode: Code });
export const CodeParams = Type.Object({ org: Type.String({ pattern: '^[0-9]{1,15}$' }), code: Code });
export const InfoQuery = Type.Object({ code: Code, importType: Type.Optional(Type.String({ maxLength: 40 })), prefixPatch: Type.Optional(Type.String({ maxLength: 100 })) });
export const BatchQuery = Type.Object({ batch: Batch });
export const ValidateQuery = Type.Object({ templateCode: Code, batch: Batch, autoExecute: Type.Optional(Type.Boolean({ default: true })) });
export const RowsQuery = Type.Object({
  batch: Batch,
  sheetIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  failedOnly: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
/** A row as the rows listing names it: its import_rows id, or a negative id for a row kept in a check chunk (row-chunks.ts). */
const RowId = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
export const RowEdits = Type.Array(
  Type.Object({ _id: RowId, _data: Type.Record(Type.String({ maxLength: 100 }), Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()])) }),
  { minItems: 1, maxItems: 500 },
);
export const HistoryQuery = Type.Object({ templateCode: Code, page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
export const StatusReply = Type.Object({
  status: Type.Optional(Type.String({ enum: [...IMPORT_BATCH_STATUSES] })),
  statusMeaning: Type.Optional(Type.String()),
  count: Type.Integer(),
  ready: Type.Integer(),
  dataCount: Type.Integer(),
  failedCount: Type.Integer(),
});
export const SliceCheckBody = Type.Object({ identifier: Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) });
export const SliceCombineBody = Type.Object({
  identifier: Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  totalChunks: Type.Integer({ minimum: 1, maximum: 200 }),
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  templateCode: Code,
  param: Type.Optional(Type.String({ maxLength: 10_000 })),
});
