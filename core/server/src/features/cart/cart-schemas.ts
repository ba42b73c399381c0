import { Type } from '@fastify/type-provider-typebox';
import { Id, OrgParams, Text } from '../../http/schemas';

export const Quantity = Type.Number({ exclusiveMinimum: 0, maximum: 1e15 });
export const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** The cart item body of add-to-cart (and, with cartId, of a line change). */
/** Values of tenant line extras (`fields.cart-line`): the entity's attribute columns, null clears. */
export const LINE_ATTRIBUTE = /^attribute(Varchar|Date|Decimal)[0-9]{1,2}$/;
export const lineAttributes = {
  '^attributeVarchar[0-9]{1,2}$': Type.Union([Text(500), Type.Null()]),
  '^attributeDate[0-9]{1,2}$': Type.Union([DateText, Type.Null()]),
  '^attributeDecimal[0-9]{1,2}$': Type.Union([Type.Number({ minimum: -1e15, maximum: 1e15 }), Type.Null()]),
};

export const CartItemBody = Type.Object({
  cartId: Type.Optional(Id()),
  productId: Id(),
  quantity: Quantity,
  purchaseType: Type.Optional(Text(20)),
  companyId: Type.Optional(Id()),
  ownerId: Type.Optional(Id()),
  addressId: Type.Optional(Id()),
  /** The delivery region chosen on the product detail: its stock limits the quantity. */
  regionId: Type.Optional(Id()),
  unitId: Type.Optional(Id()),
  levelPath: Type.Optional(Text(200)),
  remark: Type.Optional(Text(500)),
  neededDate: Type.Optional(DateText),
}, { patternProperties: lineAttributes });

/** The most lines one window of the list holds. */
export const CART_WINDOW_MAX = 500;

export const CartIds = Type.Array(Id(), { minItems: 1, maxItems: 1000 });
export const CartQuery = Type.Object({
  companyId: Type.Optional(Id()),
  levelPath: Type.Optional(Text(200)),
  purchaseType: Type.Optional(Text(20)),
  ownerId: Type.Optional(Id()),
  time_db: Type.Optional(Text(30)),
  /** A window of the list (issue 17): with `limit`, the answer is `{ content, totalElements, offset, version }`. */
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CART_WINDOW_MAX })),
});
export const CustomizeQuery = Type.Object({ customizeUnitCode: Type.Optional(Text(60)) });
export { OrgParams };

/** The line-extra values of a cart item body, as stored in `cart_lines.attributes`. */
export function lineAttributesOf(item: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([name]) => LINE_ATTRIBUTE.test(name)));
}
