import { Type, type Static } from '@fastify/type-provider-typebox';
import { Flag, Id, Text } from '../../http/schemas';
import { lineAttributes } from '../cart/cart-schemas';

/** Quantities as the browser sends them; the domain's receipt rules judge their values. */
const Amount = Type.Number({ minimum: -1e15, maximum: 1e15 });

export const ConsignmentQuery = Type.Object({
  poHeaderId: Id(),
  /** Only these delivery lines (spec 2 section 7: the body names asnLineIds); all when absent. */
  asnLineIds: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
});

export const StockEntryBody = Type.Object({
  inventoryId: Type.Optional(Id()),
  inventoryCode: Type.Optional(Text(60)),
  inventoryName: Type.Optional(Text(200)),
  quantity: Type.Optional(Amount),
});

/** One received line; `attribute*` values are the tenant's receipt-line fields. */
export const ReceiptEntryBody = Type.Object(
  {
    consignmentEntryId: Id(),
    thisTimeReceiveQuantity: Type.Optional(Amount),
    packageQuantity: Type.Optional(Amount),
    remark: Type.Optional(Text(240)),
    attachmentUuid: Type.Optional(Text(64)),
    /** 'convert to stock for use' ticked: the stock entries below are stored. */
    storageFlag: Type.Optional(Flag),
    receiveSkuStock: Type.Optional(Type.Array(StockEntryBody, { maxItems: 50 })),
  },
  { patternProperties: lineAttributes },
);

export const ReceiptSubmitBody = Type.Object({
  poHeaderId: Id(),
  receiptTime: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$' }),
  receiptEntryList: Type.Array(ReceiptEntryBody, { minItems: 1, maxItems: 1000 }),
});

export const TrackQuery = Type.Object({
  poSubHeaderId: Id(),
  poSubNum: Type.Optional(Text(60)),
  ecPlatformCode: Type.Optional(Text(20)),
  /** The order line whose delivery is tracked; the order's first delivery when absent. */
  poLineId: Type.Optional(Id()),
});

export type ReceiptEntry = Static<typeof ReceiptEntryBody>;
export type ReceiptSubmit = Static<typeof ReceiptSubmitBody>;
