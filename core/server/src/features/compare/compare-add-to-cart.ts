import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireCompanyOrgs, requireOwnContext } from '../../auth/owned-rows';
import { requireSession } from '../../auth/session-hook';
import { forbidden, notFound } from '../../http/api-error';
import { Id, OrgParams, Text } from '../../http/schemas';
import { isUsableAddress } from '../addresses/address-visibility';
import { findCartLines, requireCartLines, toCartLine } from '../cart/cart-line-row';
import { checkCartQuantity, ruleRefused } from '../cart/cart-quantity-check';
import { Quantity } from '../cart/cart-schemas';
import { findProduct } from '../product-detail/product-lookup';

/** The compare add-to-cart item of spec 1 section 3. */
const CompareCartItem = Type.Object({
  productId: Id(),
  quantity: Type.Optional(Quantity),
  addressId: Type.Optional(Id()),
  companyId: Type.Optional(Id()),
  purchaseType: Type.Optional(Text(20)),
  supplierCompanyId: Type.Optional(Id()),
  ownerId: Type.Optional(Id()),
  unitPrice: Type.Optional(Type.Number({ minimum: 0 })),
  latestPrice: Type.Optional(Type.Number({ minimum: 0 })),
  tenantId: Type.Optional(Id()),
  productSource: Type.Optional(Text(20)),
  purOrganizationId: Type.Optional(Id()),
  invOrganizationId: Type.Optional(Id()),
  levelPath: Type.Optional(Text(200)),
});

/**
 * POST product-compares/add-shopping-cart/{cartId}: the buyer takes the cheaper goods from the
 * lower-price list instead of a cart line; the listed goods go into the cart (with the line's
 * quantity unless given) and the line leaves it, in one transaction.
 */
export const compareAddToCart: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  app.post(
    '/smal/v1/:org/product-compares/add-shopping-cart/:cartId',
    { schema: { params: Type.Object({ org: OrgParams.properties.org, cartId: Id() }), body: Type.Array(CompareCartItem, { minItems: 1, maxItems: 50 }) } },
    async (request) => {
      const session = requireSession(request);
      const cartIds = await db.transaction(async (tx) => {
        const [replaced] = await requireCartLines(tx, session, [request.params.cartId]);
        const created: number[] = [];
        for (const item of request.body) {
          // The item repeats the caller's context: company, user, tenant and the company's organisations must be the caller's own.
          requireOwnContext(session, item);
          await requireCompanyOrgs(tx, session, item);
          const product = await findProduct(tx, session.tenantId, item.productId);
          if (item.supplierCompanyId !== undefined && item.supplierCompanyId !== product.supplierCompanyId) throw forbidden();
          if (product.shelfFlag !== 1) throw ruleRefused('smal.cart.product.unavailable');
          const quantity = checkCartQuantity({ ...product, basePrice: product.price }, item.quantity ?? replaced!.quantity);
          const addressId = item.addressId ?? replaced!.addressId;
          if (addressId !== null && !(await isUsableAddress(tx, session, addressId, 'RECEIVER'))) throw notFound('smal.cart.address.not.found');
          const [row] = await tx.query<{ id: number }>(
            `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, level_path, unit_id, address_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do update set quantity = excluded.quantity, updated_at = now()
             returning id`,
            [session.tenantId, session.organizationId, session.userId, session.companyId, product.productId, quantity,
              item.purchaseType ?? replaced!.purchaseType, item.levelPath ?? replaced!.levelPath, replaced!.unitId, addressId],
          );
          created.push(row!.id);
        }
        if (!created.includes(replaced!.cartId)) await tx.query('delete from cart_lines where id = $1 and tenant_id = $2 and owner_id = $3', [replaced!.cartId, session.tenantId, session.userId]);
        return created;
      });
      return (await findCartLines(db, session, { cartIds })).map(toCartLine);
    },
  );
};
