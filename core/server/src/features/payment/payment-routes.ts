import { createHash } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isAllowedRedirect } from '../../auth/redirect-policy';
import { requireSession } from '../../auth/session-hook';
import { ApiError, notFound } from '../../http/api-error';
import { toLanguage } from '../../http/messages';
import { contentSecurityPolicy } from '../../http/security-headers';
import { OrgParams, Text } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { renderCashierPage } from './cashier-page';
import './payment-messages';
import { markPaid, ownPayment, paymentForBatch, paymentOfNum } from './payment-repo';
import { amountText, cashierUri, paymentSecret, signPaymentResult, verifyCashierTicket, verifyPaymentResult } from './payment-signature';

const BatchNum = Type.String({ pattern: '^[A-Za-z0-9-]{1,60}$' });
const PaymentNum = Type.String({ pattern: '^[A-Za-z0-9]{1,80}$' });
const Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });
/** The gateway's result of a payment, as the cashier's form posts it. */
const CashierResult = Type.Object({
  amount: Type.String({ pattern: '^[0-9]{1,18}\\.[0-9]{2}$' }),
  status: Type.Literal('PAID'),
  signature: Hex,
});

/** Online payment, the lot-number poll and the demo cashier (spec 1 sections 4 and 7). */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, redirectPolicy } = app.mall;

  app.post(
    '/smodr/v1/:org/payments/payment-create',
    { schema: { params: OrgParams, body: Type.Object({ batchNum: BatchNum, returnUrl: Type.Optional(Text(1000)) }) } },
    async (request) => {
      const session = requireSession(request);
      const payment = await paymentForBatch(db, session, request.body.batchNum, request.body.returnUrl);
      // The orders this payment pays: a lot may also hold orders settled another way.
      const orders = await db.query<{ orderNum: string }>('select order_num as "orderNum" from orders where tenant_id = $1 and payment_order_num = $2 order by id', [
        session.tenantId, payment.paymentOrderNum,
      ]);
      return {
        paymentOrderNum: payment.paymentOrderNum, cashierUri: cashierUri(await paymentSecret(db), payment.paymentOrderNum), amount: payment.amount,
        currencyCode: payment.currencyCode,
        orderNumList: orders.map((o) => o.orderNum),
      };
    },
  );

  app.post(
    '/sd/v1/:org/pay-url',
    {
      schema: {
        params: OrgParams,
        body: Type.Array(
          Type.Object({ nonceStr: Text(64), payFee: Type.Number({ minimum: 0 }), batchNum: BatchNum, orderInfoJsonStr: Type.Optional(Text(20000)) }),
          { minItems: 1, maxItems: 20 },
        ),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const [first] = request.body;
      const batches = [...new Set(request.body.map((item) => item.batchNum))];
      if (batches.length !== 1) throw ruleRefused('smodr.payment.not.needed');
      const payment = await paymentForBatch(db, session, first!.batchNum);
      const payFee = Math.round(request.body.reduce((sum, item) => sum + item.payFee, 0) * 100) / 100;
      if (Math.abs(payFee - payment.amount) > 0.005) throw ruleRefused('sd.pay.fee.mismatch', { payFee, amount: payment.amount });
      const token = createHash('sha256').update(`${payment.paymentOrderNum}|${first!.nonceStr}`).digest('hex');
      return { payUrl: cashierUri(await paymentSecret(db), payment.paymentOrderNum), waitTradeNo: payment.paymentOrderNum, token };
    },
  );

  app.post(
    '/smodr/v1/:org/orders/order-payment',
    { schema: { params: OrgParams, body: Type.Object({ paymentOrderNum: PaymentNum }) } },
    async (request) => {
      const payment = await ownPayment(db, requireSession(request), request.body.paymentOrderNum);
      return { paymentOrderNum: payment.paymentOrderNum, batchNum: payment.batchNum, status: payment.status, successFlag: payment.status === 'PAID' ? 1 : 0 };
    },
  );

  app.get('/smodr/v1/:org/orders/pr-lot-num', { schema: { params: OrgParams, querystring: Type.Object({ batchNum: BatchNum }) } }, async (request) => {
    const session = requireSession(request);
    const orders = await db.query<{ id: number }>('select id from orders where tenant_id = $1 and owner_id = $2 and batch_num = $3 order by id', [
      session.tenantId, session.userId, request.query.batchNum,
    ]);
    // Nothing yet: the browser polls again (once a second, up to 10 times).
    if (orders.length === 0) return {};
    const ids = orders.map((o) => o.id);
    return { result: request.query.batchNum, batchNum: request.query.batchNum, prHeaderId: ids.length === 1 ? ids[0] : undefined, prHeaderIdList: ids };
  });

  // Spec 1 section 7 "Tools": whether the organisation's requests go through order management;
  // only then does the browser poll the lot number after a submit (spec 1 section 4 step 4).
  app.get('/smodr/v1/:org/tools/enable-order-center-flag', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query<{ flag: number | null }>(
      `select (common_config->>'enableOrderCenterFlag')::int as flag from web_configs where organization_id = $1 and tenant_id = $2`,
      [session.organizationId, session.tenantId],
    );
    return { enableOrderCenterFlag: row?.flag === 1 ? 1 : 0 };
  });

  // The cashier stands in for an external payment page: reached by browser navigation without a
  // token, so it is public; it opens only with the ticket of the link handed to the signed-in payer.
  app.get(
    '/cashier/:paymentOrderNum',
    { config: { public: true }, schema: { params: Type.Object({ paymentOrderNum: PaymentNum }), querystring: Type.Object({ ticket: Type.Optional(Text(64)) }) } },
    async (request, reply) => {
      const secret = await paymentSecret(db);
      const payment = await paymentOfNum(db, request.params.paymentOrderNum);
      // Without the link's ticket the page is not found, as for an unknown number: the number alone reveals nothing.
      if (!payment || !verifyCashierTicket(secret, payment.paymentOrderNum, request.query.ticket)) throw notFound('smodr.payment.not.found');
      const orders = await db.query<{ orderNum: string }>('select order_num as "orderNum" from orders where payment_order_num = $1 order by id', [payment.paymentOrderNum]);
      const language = toLanguage(request.headers['accept-language']);
      // The gateway's result for the Pay button, signed as a gateway signs what it posts back.
      const result = { paymentOrderNum: payment.paymentOrderNum, amount: amountText(payment.amount), status: 'PAID' as const };
      const signed = { amount: result.amount, status: result.status, signature: signPaymentResult(secret, result) };
      // The one page of the mall that may be framed, and only by the mall: a tenant shows the
      // payment page in its embedded order modal (spec 3, the pay-url page in a full-screen modal).
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('content-security-policy', contentSecurityPolicy().replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      return reply.type('text/html; charset=utf-8').send(renderCashierPage(payment, orders.map((o) => o.orderNum), language, signed));
    },
  );

  app.post('/cashier/:paymentOrderNum/pay', { config: { public: true }, schema: { params: Type.Object({ paymentOrderNum: PaymentNum }), body: CashierResult } }, async (request, reply) => {
    const waiting = await paymentOfNum(db, request.params.paymentOrderNum);
    if (!waiting) throw notFound('smodr.payment.not.found');
    // Trusted only when signed with the shared secret over this payment, its stored amount and the status.
    const result = { paymentOrderNum: waiting.paymentOrderNum, amount: request.body.amount, status: request.body.status };
    if (result.amount !== amountText(waiting.amount) || !verifyPaymentResult(await paymentSecret(db), result, request.body.signature)) {
      throw new ApiError(403, 'cashier.result.unsigned', {}, 'warn');
    }
    const payment = await markPaid(db, waiting.paymentOrderNum);
    if (!payment) throw notFound('smodr.payment.not.found');
    const query = `/payment-result?paymentOrderNum=${encodeURIComponent(payment.paymentOrderNum)}`;
    // Back to the app that submitted the order when its address is an allowed one, else this server's path.
    const base = payment.returnUrl && isAllowedRedirect(payment.returnUrl, request.headers.host, redirectPolicy) ? payment.returnUrl : undefined;
    const target = base && /^https?:/.test(base) ? new URL(query, base).toString() : query;
    return reply.redirect(target, 303);
  });
};
