import { msg, outcome, type OrderSubmitValidator } from '@mall/sdk';
import { BALANCE_CHECK_PATH, BALANCE_PAYMENT_METHOD, type BalanceCheckAnswer } from './financial-calls';

/**
 * Spec 3 sections 7 and 9: orders paid with payment method 4 that hold catalogue (CATA) goods
 * are sent to the balance check; orders it answers with checkMoneyFlag 0 block the submit with
 * one table of request number and message, and no way to continue (an error, not a confirm).
 * A check that got no answer blocks nothing: the HTTP client has told the buyer.
 */
export const balanceCheck: OrderSubmitValidator = {
  id: 'financial-group.order.balance-check',
  order: 400,
  async validate({ orders }, ctx) {
    const checked = orders.filter((o) => o.paymentMethodCode === BALANCE_PAYMENT_METHOD && o.shoppingCartDTOList.some((l) => l.productSource === 'CATA'));
    if (checked.length === 0 || !ctx.http) return [];
    const orderList = checked.map((o) => ({ orderKey: o.key, companyId: o.companyId, paymentMethodCode: o.paymentMethodCode, cartIds: o.shoppingCartDTOList.map((l) => l.cartId) }));
    const answer = await ctx.http.request<BalanceCheckAnswer[]>('POST', BALANCE_CHECK_PATH, { body: { orderList } }).catch(() => undefined);
    const failed = (answer ?? []).filter((a) => a.orderInfo.checkMoneyFlag === 0);
    if (failed.length === 0) return [];
    return [
      outcome.error(msg('financial-group.balance.failed'), { kind: 'submit' }, {
        title: msg('financial-group.balance.title'),
        content: {
          kind: 'table',
          columns: [
            { key: 'requestNum', title: msg('financial-group.balance.request-number'), width: 160 },
            { key: 'message', title: msg('financial-group.balance.message') },
          ],
          rows: failed.map((a) => ({ requestNum: a.requestNum, message: a.orderInfo.checkMoneyMessgae ?? '' })),
        },
      }),
    ];
  },
};
