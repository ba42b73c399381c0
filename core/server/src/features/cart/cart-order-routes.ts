import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkSameCurrency } from '@mall/domain';
import { requireSession } from '../../auth/session-hook';
import { translate } from '../../http/messages';
import { Id, Text } from '../../http/schemas';
import { checkOrderWrite } from '../fields';
import { requireCartLines, toCartLine } from './cart-line-row';
import { ruleRefused } from './cart-quantity-check';
import { CartIds, CustomizeQuery, OrgParams } from './cart-schemas';
import { orderHeadersOf } from './order-headers';
import { orderMinimumOf } from './order-minimum';
import { PreOrderBody } from './pre-order-schemas';
import { submitDivertersFor } from './order-divert';
import { submitPreOrder } from './pre-order-service';
import { requireUnit } from './require-unit';
import { submitValidatorsFor } from './submit-validators';

/** From the cart to orders: the pre-submit check (pre-req) and the submit (pre-order). */
export const cartOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.post(
    '/smal/v1/:org/shopping-carts/pre-req',
    { schema: { params: OrgParams, querystring: Type.Object({ unitId: Id() }), body: CartIds } },
    async (request) => {
      const session = requireSession(request);
      await requireUnit(db, session, request.query.unitId);
      const lines = (await requireCartLines(db, session, request.body)).map(toCartLine);
      // Core's selection rule: lines submitted together share one currency.
      for (const [index, line] of lines.entries()) {
        const refused = checkSameCurrency(lines.slice(0, index), line);
        if (refused) throw ruleRefused(refused.key, refused.params);
      }
      const checked = lines.map((line) =>
        line.invalidFlag === 1
          ? { ...line, checkStatus: 0, errorMessage: translate('smal.cart.product.unavailable', session.language) }
          : line.productSource === 'CATA' && line.stockQuantity - line.quantity < 0 && line.stockState === 1
            ? { ...line, checkStatus: 0, errorMessage: translate('smal.cart.stock.short', session.language) }
            : { ...line, checkStatus: 1 },
      );
      const minimum = await orderMinimumOf(db, session);
      return { orderList: orderHeadersOf(checked, session.companyId, request.query.unitId, minimum), failedCount: checked.filter((l) => l.checkStatus === 0).length };
    },
  );

  app.post(
    '/smal/v1/:org/shopping-carts/pre-order',
    {
      schema: {
        params: OrgParams,
        // memberFlag 1: submitted from the personal mall, whose orders spend the member's points
        // (the body's purchaseType is COMPANY in both malls, spec 1 section 3).
        querystring: Type.Object({ ...CustomizeQuery.properties, memberFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
        headers: Type.Object({ 'idempotency-key': Type.Optional(Text(100)) }),
        body: PreOrderBody,
      },
    },
    async (request) => {
      const session = requireSession(request);
      // The tenant's order header and line fields, before anything is planned or stored.
      await checkOrderWrite(db, session, app.mall.fieldSchemas, request.body);
      return submitPreOrder(db, session, request.body, request.headers['idempotency-key'], {
        personalMall: request.query.memberFlag === 1,
        validators: submitValidatorsFor(app.mall.serverPlugins, session.tenantNum),
        diverters: submitDivertersFor(app.mall.serverPlugins, session.tenantNum),
      });
    },
  );
};
