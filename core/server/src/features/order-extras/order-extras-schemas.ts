import { Type } from '@fastify/type-provider-typebox';
import { Id, OrgParams } from '../../http/schemas';
import { PURCHASE_UNIT_DIMENSIONS, type PurchaseUnitDimension } from './purchase-unit-dimensions';

// In their own module so the seed (run by the first start's child) needs no TypeBox or Fastify.
export { PURCHASE_UNIT_DIMENSIONS, type PurchaseUnitDimension };


const IdList = Type.String({ pattern: '^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,99}$', examples: ['1'] });

/** GET orders/extra-info: `orderIds` joined by commas (at most 100, a page of My orders), `channel`. */
export const ExtraInfoQuery = Type.Object({
  orderIds: IdList,
  channel: Type.Optional(Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('PERSONAL')])),
});

export const SubReadParams = Type.Object({ org: OrgParams.properties.org, id: Id() });
export const EcConfirmParams = Type.Object({ org: OrgParams.properties.org, ecPoSubNum: Type.String({ minLength: 1, maxLength: 60 }) });
export const EcConfirmQuery = Type.Object({ ecPlatformCode: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{1,30}$', examples: ['JD'] })) });

export const OrderQuery = Type.Object({ poHeaderId: Type.String({ pattern: '^[1-9][0-9]{0,14}$', examples: ['1'] }) });

/** A message on an order: 1 to 500 characters, not blank (checked after trimming). */
export const MessageBody = Type.Object({ poHeaderId: Id(), content: Type.String({ minLength: 1, maxLength: 500 }) });

const DimensionValue = Type.String({ minLength: 1, maxLength: 60 });
/** The order change: the remark and the five purchase-unit dimensions, every one required (forced validation). */
export const OrderChangeBody = Type.Object({
  poHeaderId: Id(),
  remark: Type.Optional(Type.String({ maxLength: 240 })),
  unitDimensions: Type.Object(Object.fromEntries(PURCHASE_UNIT_DIMENSIONS.map((d) => [d, DimensionValue])) as Record<PurchaseUnitDimension, typeof DimensionValue>, {
    additionalProperties: false,
  }),
});
export const OrderChangeDeleteBody = Type.Object({ poHeaderId: Id(), poLineIds: Type.Array(Id(), { minItems: 1, maxItems: 500 }) });
export const OmsOrderParams = Type.Object({ org: OrgParams.properties.org, id: Id() });
