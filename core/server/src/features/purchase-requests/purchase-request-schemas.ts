import { Type, type Static } from '@fastify/type-provider-typebox';
import { MANUAL_REQUEST_STATUSES } from '@mall/domain';
import { PageQuery } from '../../http/paging';
import { Id, Text } from '../../http/schemas';
import { lineAttributes } from '../cart/cart-schemas';

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', examples: ['2099-01-01'] });
const Status = Type.Union(MANUAL_REQUEST_STATUSES.map((s) => Type.Literal(s)));
/** An attachment UUID as the attachments feature hands it out. */
const Uuid = Text(64);

/** mall-list / mall-status-count filters (spec 2 section 7 "with query"). */
export const RequestFilterQuery = Type.Object({
  mallManualRequestStatus: Type.Optional(Status),
  requestNum: Type.Optional(Text(60)),
  title: Type.Optional(Text(120)),
});
export const RequestListQuery = Type.Object({ ...RequestFilterQuery.properties, ...PageQuery });
export const RequestIdQuery = Type.Object({ mallRequestId: Id() });
export const RequestIdBody = Type.Object({ mallRequestId: Id() });
export const EntryIdsBody = Type.Object({ mallRequestId: Id(), mallRequestEntryIds: Type.Array(Id(), { minItems: 1, maxItems: 200 }) });
export const UnitQuery = Type.Object({ customizeUnitCode: Type.Optional(Text(60)) });

/**
 * One manual line (spec 1 section 2 /add-purchase): name, specification, quantity, unit,
 * estimated price, needed date, supplier suggestion, line attachment, remark; `attribute*` values
 * are the tenant's `fields.request-line` fields, checked against its field schema.
 */
export const RequestEntryBody = Type.Object(
  {
    skuName: Type.String({ minLength: 1, maxLength: 200 }),
    specification: Type.Optional(Text(200)),
    quantity: Type.Number({ exclusiveMinimum: 0, maximum: 999999999 }),
    uomName: Type.String({ minLength: 1, maxLength: 20 }),
    estimatedPrice: Type.Number({ minimum: 0, maximum: 999999999 }),
    neededDate: Day,
    supplierSuggestion: Type.Optional(Text(200)),
    attachmentUuid: Type.Optional(Uuid),
    remark: Type.Optional(Text(200)),
    /** The catalogue's manual product (product source MANUAL) the line asks for, so it can go into the cart. */
    productId: Type.Optional(Id()),
  },
  { patternProperties: lineAttributes, additionalProperties: false },
);

/**
 * save (new request or a draft) and renew (re-edit an existing draft): `clientKey` is made once
 * per opened form, so a second click of Submit finds the request the first one made.
 */
export const RequestSaveBody = Type.Object({
  mallRequestId: Type.Optional(Id()),
  clientKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
  submitFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  budgetId: Type.Optional(Id()),
  remark: Type.Optional(Text(500)),
  attachmentUuid: Type.Optional(Uuid),
  mallRequestEntryList: Type.Array(RequestEntryBody, { minItems: 1, maxItems: 200 }),
});

/** mall-request-budget-validate: a saved request, or the form's lines against a budget before saving. */
export const BudgetValidateBody = Type.Object({
  mallRequestId: Type.Optional(Id()),
  budgetId: Type.Optional(Id()),
  mallRequestEntryList: Type.Optional(Type.Array(Type.Object({ skuName: Type.String({ maxLength: 200 }), quantity: Type.Number({ minimum: 0, maximum: 999999999 }), estimatedPrice: Type.Number({ minimum: 0, maximum: 999999999 }) }), { maxItems: 200 })),
});

/** open-cart/buy-again: the request's lines (or the named ones) into the cart. */
export const BuyAgainBody = Type.Object({ mallRequestId: Id(), mallRequestEntryIds: Type.Optional(Type.Array(Id(), { minItems: 1, maxItems: 200 })) });

export type RequestSave = Static<typeof RequestSaveBody>;
export type RequestEntry = Static<typeof RequestEntryBody>;
export type RequestFilters = Static<typeof RequestFilterQuery>;
