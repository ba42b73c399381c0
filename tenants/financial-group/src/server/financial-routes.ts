import { defineServerRoute, type ServerRoute, type ServerSession } from '@mall/sdk/server';
import { BALANCE_CHECK_API, PAY_INFO_API } from '../financial-calls';
import { financialMessagesEn, financialMessagesZh } from '../financial-messages';
import { checkBalances } from './balance-rule';

/** The financial-sharing system the jump leads to (a demo address). */
export const FSSC_URL = 'https://fssc.foundersc.example/sso/jump';

interface BalanceBody {
  orderList: { orderKey: string; companyId?: number; paymentMethodCode?: string; cartIds: number[] }[];
}

const text = (session: ServerSession, key: string, params: Record<string, string>) =>
  (session.language === 'en_US' ? financialMessagesEn : financialMessagesZh).messages[key]!.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

const jump = defineServerRoute({
  method: 'GET',
  url: '/sitf/v1/:org/execute-exp/generic/scux-common1',
  summary: "financial-group: the caller's financial-sharing jump URL (transferUrl), none without an account",
  async handler({ db, session }) {
    const [account] = await db.query<{ account: string }>(`select fssc_account as account from foundersc_sharing_accounts where tenant_id = $1 and user_id = $2`, [
      session.tenantId,
      session.userId,
    ]);
    return account ? { transferUrl: `${FSSC_URL}?account=${encodeURIComponent(account.account)}&lang=${session.language}` } : {};
  },
});

/**
 * The balance check (spec 3 section 7, body an order list; answer per order orderInfo.checkMoneyFlag).
 * Amounts are the server's: each order's lines are read from the caller's own cart (404 for
 * another's); the rule is the submit's own (`checkBalances`).
 */
const balanceCheck = defineServerRoute<unknown, unknown, BalanceBody>({
  method: 'POST',
  url: `/marmot/v1/:org/marmot-api/${BALANCE_CHECK_API}`,
  summary: 'financial-group: balance check of orders paid with payment method 4 holding catalogue goods',
  schema: {
    body: {
      type: 'object',
      required: ['orderList'],
      properties: {
        orderList: {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: {
            type: 'object',
            required: ['orderKey', 'cartIds'],
            properties: {
              orderKey: { type: 'string', minLength: 1, maxLength: 200 },
              companyId: { type: 'integer', minimum: 1 },
              paymentMethodCode: { type: 'string', maxLength: 30 },
              cartIds: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } },
            },
          },
        },
      },
    },
  },
  async handler({ db, session, body, cartLines }) {
    const lines = new Map((await cartLines([...new Set(body.orderList.flatMap((o) => o.cartIds))])).map((l) => [l.cartId, l]));
    const orders = body.orderList.map((o) => ({ ...o, lines: o.cartIds.map((id) => lines.get(id)!) }));
    const verdicts = await checkBalances(db, session, orders);
    return orders.map((order, i) => {
      const { cata, requestNum, refusal } = verdicts[i]!;
      const productSource = cata ? 'CATA' : (order.lines[0]?.productSource ?? '');
      return {
        orderKey: order.orderKey,
        requestNum,
        orderInfo: refusal ? { productSource, checkMoneyFlag: 0 as const, checkMoneyMessgae: text(session, refusal.code, refusal.params) } : { productSource, checkMoneyFlag: 1 as const },
      };
    });
  },
});

/** Company pay info (spec 3 section 7, body companyIds): companies of the caller's tenant and organisation only. */
const payInfo = defineServerRoute<unknown, unknown, { companyIds: number[] }>({
  method: 'POST',
  url: `/marmot/v1/:org/marmot-api/${PAY_INFO_API}`,
  summary: 'financial-group: pay account, bank, fund request and balance of companies',
  schema: {
    body: {
      type: 'object',
      required: ['companyIds'],
      properties: { companyIds: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'integer', minimum: 1 } } },
    },
  },
  handler: ({ db, session, body }) =>
    db.query(
      `select c.id::float8 as "companyId", c.company_name as "companyName", f.pay_account_name as "payAccountName", f.bank_name as "bankName",
              f.bank_account_num as "bankAccountNum", f.fund_request_num as "fundRequestNum", f.balance::float8 as balance
         from foundersc_company_funds f join companies c on c.id = f.company_id and c.tenant_id = f.tenant_id
        where f.tenant_id = $1 and c.organization_id = $2 and f.company_id = any($3::bigint[])
        order by c.id`,
      [session.tenantId, session.organizationId, body.companyIds],
    ),
});

export const financialRoutes: readonly ServerRoute[] = [jump, balanceCheck, payInfo];
