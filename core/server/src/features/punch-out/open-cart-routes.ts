import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/session-hook';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { Id, OrgParams } from '../../http/schemas';
import { requestLanguage } from '../../http/error-handler';
import { translate } from '../../http/messages';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../catalogue/product-row';
import { checkCartQuantity } from '../cart/cart-quantity-check';
import { openCartFindings, refuseFindings } from './open-cart-check';
import { checkManualQuantity, manualLineOf } from './open-cart-manual';
import { openCartSummary } from './open-cart-summary';
import { closeSession, linesOf, lockOpenSession, sessionOfCaller } from './punch-out-repo';
import { returnForm } from './return-form';
import { SEND_PAGE_PATH } from './send-page';
import './punch-out-messages';

const ListUpdateBody = Type.Object({
  // quantity 0 removes the line; a product not yet in the open cart is added. A catalogue line is
  // named by its product, a manual (free-text) line by its lineId: exactly one of the two.
  lines: Type.Array(Type.Object({ productId: Type.Optional(Id()), lineId: Type.Optional(Id()), quantity: Type.Number({ minimum: 0, maximum: 999_999_999 }) }), {
    minItems: 1,
    maxItems: 500,
  }),
});

/**
 * The open cart of a punch-out session (spec 1 section 7: GET open-cart, POST
 * open-cart/list-update, DELETE open-cart, POST punchout/check-in) and its way back to the
 * requisition system. Every call finds the session through the caller's own sign-in, so a
 * normal sign-in never sees or changes an open cart.
 */
export const openCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.post('/smal/v1/:org/punchout/check-in', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    return openCartSummary(row, await linesOf(db, session.tenantId, row.id));
  });

  app.get('/smal/v1/:org/open-cart', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    return openCartSummary(row, await linesOf(db, session.tenantId, row.id));
  });

  app.post('/smal/v1/:org/open-cart/list-update', { schema: { params: OrgParams, body: ListUpdateBody } }, async (request) => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    if (row.operation === 'inspect') throw conflict('punchout.session.inspect');
    if (request.body.lines.some((l) => (l.productId === undefined) === (l.lineId === undefined))) throw badRequest('punchout.line.handle');
    const catalogued = request.body.lines.flatMap((l) => (l.productId === undefined ? [] : [{ productId: l.productId, quantity: l.quantity }]));
    const manual = request.body.lines.flatMap((l) => (l.lineId === undefined ? [] : [{ lineId: l.lineId, quantity: l.quantity }]));
    const products = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = $1 and p.id = any($2::bigint[]) and p.shelf_flag = 1`, [
      session.tenantId,
      catalogued.map((l) => l.productId),
    ]);
    const byId = new Map(products.map((p) => [Number(p.productId), p]));
    for (const line of catalogued) {
      const product = byId.get(line.productId);
      if (!product) throw notFound('punchout.product.not.found');
      if (Number(line.quantity.toFixed(product.uomPrecision)) !== line.quantity) throw badRequest('punchout.quantity.precision', { precision: product.uomPrecision });
      // The cart's own quantity rules (minimum purchase, package multiple, limits), as the normal cart's.
      if (line.quantity > 0) checkCartQuantity({ ...product, basePrice: product.price }, line.quantity);
    }
    // A manual line keeps the rules it was saved under: 6 places and the amount limit at its price.
    for (const line of manual) {
      const saved = await manualLineOf(db, row.id, line.lineId);
      if (line.quantity > 0) checkManualQuantity(line.quantity, saved.price);
    }
    await db.transaction(async (tx) => {
      await lockOpenSession(tx, row.id, 'share');
      for (const line of manual) {
        if (line.quantity === 0) await tx.query(`delete from punchout_lines where id = $1 and session_id = $2 and product_source = 'MANUAL'`, [line.lineId, row.id]);
        else await tx.query(`update punchout_lines set quantity = $3 where id = $1 and session_id = $2 and product_source = 'MANUAL'`, [line.lineId, row.id, line.quantity]);
      }
      for (const line of catalogued) {
        if (line.quantity === 0) {
          await tx.query('delete from punchout_lines where session_id = $1 and product_id = $2', [row.id, line.productId]);
        } else {
          await tx.query(
            `insert into punchout_lines (tenant_id, session_id, product_id, quantity) values ($1, $2, $3, $4)
             on conflict (session_id, product_id) do update set quantity = excluded.quantity`,
            [session.tenantId, row.id, line.productId, line.quantity],
          );
        }
      }
    });
    return openCartSummary(row, await linesOf(db, session.tenantId, row.id));
  });

  app.delete('/smal/v1/:org/open-cart', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    if (row.operation === 'inspect') throw conflict('punchout.session.inspect');
    await db.query('delete from punchout_lines where session_id = $1', [row.id]);
    return openCartSummary(row, []);
  });

  /**
   * POST open-cart/pre-req (spec 1 section 7): the open cart's check before it goes back; the
   * page shows the cart's and each line's message and stops when it has not passed.
   */
  app.post('/smal/v1/:org/open-cart/pre-req', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    const lines = await linesOf(db, session.tenantId, row.id);
    const findings = await openCartFindings(db, session.tenantId, lines);
    const language = requestLanguage(request);
    return {
      passed: findings.length === 0,
      messages: findings.filter((f) => f.productId === undefined).map((f) => translate(f.key, language, f.params)),
      lines: findings.flatMap((f) =>
        f.productId === undefined ? [] : [{ productId: f.productId, itemCode: lines.find((l) => l.productId === f.productId)?.itemCode, errorMessage: translate(f.key, language, f.params) }],
      ),
    };
  });

  /** Closes the session and answers the form and the one-time page that posts it. */
  const close = async (request: FastifyRequest, status: 'RETURNED' | 'CANCELLED') => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    const ticket = randomBytes(24).toString('base64url');
    // The lines are read and the session closed under the session's lock, so no line saved meanwhile is sent uncounted.
    const lines = await db.transaction(async (tx) => {
      await lockOpenSession(tx, row.id, 'update');
      const read = status === 'RETURNED' ? await linesOf(tx, session.tenantId, row.id) : [];
      if (status === 'RETURNED' && read.length === 0) throw badRequest('punchout.cart.empty');
      // The requisition receives only a cart the open cart's own check passes (the page asks first).
      if (status === 'RETURNED') refuseFindings(await openCartFindings(tx, session.tenantId, read));
      if (!(await closeSession(tx, row.id, status, ticket))) throw conflict('punchout.session.closed');
      return read;
    });
    const form = returnForm(row, lines, { language: session.language === 'en_US' ? 'en-US' : 'zh-CN', host: request.host || 'mall', cancelled: status === 'CANCELLED' });
    return { ...form, itemCount: lines.length, sendUrl: `${SEND_PAGE_PATH}?ticket=${ticket}` };
  };

  app.post('/smal/v1/:org/punchout/return', { schema: { params: OrgParams } }, (request) => close(request, 'RETURNED'));
  app.post('/smal/v1/:org/punchout/cancel', { schema: { params: OrgParams } }, (request) => close(request, 'CANCELLED'));
};
