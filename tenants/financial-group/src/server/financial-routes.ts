import { defineServerRoute, type ServerRoute, type ServerSession } from '@mall/sdk/server';
import { BALANCE_CHECK_API, BALANCE_PAYMENT_METHOD, PAY_INFO_API } from '../financial-calls';
import { financialMessagesEn, financialMessagesZh } from '../financial-messages';

/** The financial-sharing system the jump leads to (a demo address). */
export const FSSC_URL = 'https://fssc.foundersc.example/sso/jump';

interface BalanceBody {
  orderList: { orderKey: string; companyId?: number; paymentMethodCode?: string; cartIds: number[] }[];
}
interface FundRow {
  companyId: number;
  companyName: string;
  fundRequestNum: string | null;
  balance: number | null;
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
 * another's), and its company must be one of the caller's tenant. Orders not paid with method 4
 * or without catalogue goods pass unchecked; the others pass when their company's fund request
 * covers the amount, the orders of one company counted together.
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
    const companyIds = [...new Set(body.orderList.map((o) => o.companyId ?? session.companyId))];
    const funds = new Map(
      (
        await db.query<FundRow>(
          `select c.id::float8 as "companyId", c.company_name as "companyName", f.fund_request_num as "fundRequestNum", f.balance::float8 as balance
             from companies c left join foundersc_company_funds f on f.tenant_id = c.tenant_id and f.company_id = c.id
            where c.tenant_id = $1 and c.organization_id = $2 and c.id = any($3::bigint[])`,
          [session.tenantId, session.organizationId, companyIds],
        )
      ).map((r) => [r.companyId, r]),
    );
    const spent = new Map<number, number>();
    return body.orderList.map((order) => {
      const orderLines = order.cartIds.map((id) => lines.get(id)!);
      const cata = orderLines.some((l) => l.productSource === 'CATA');
      const pass = { orderKey: order.orderKey, requestNum: '', orderInfo: { productSource: cata ? 'CATA' : (orderLines[0]?.productSource ?? ''), checkMoneyFlag: 1 as const } };
      if (order.paymentMethodCode !== BALANCE_PAYMENT_METHOD || !cata) return pass;
      const companyId = order.companyId ?? session.companyId;
      const fund = funds.get(companyId);
      if (!fund?.fundRequestNum || fund.balance === null) {
        return { ...pass, orderInfo: { ...pass.orderInfo, checkMoneyFlag: 0 as const, checkMoneyMessgae: text(session, 'financial-group.balance.no-fund', { company: fund?.companyName ?? String(companyId) }) } };
      }
      const amount = Math.round(orderLines.reduce((sum, l) => sum + l.latestPrice * l.quantity, 0) * 100) / 100;
      const before = spent.get(companyId) ?? 0;
      const left = Math.round((fund.balance - before) * 100) / 100;
      spent.set(companyId, before + amount);
      if (amount <= left) return { ...pass, requestNum: fund.fundRequestNum };
      return {
        orderKey: order.orderKey,
        requestNum: fund.fundRequestNum,
        orderInfo: {
          productSource: 'CATA',
          checkMoneyFlag: 0 as const,
          checkMoneyMessgae: text(session, 'financial-group.balance.short', { requestNum: fund.fundRequestNum, balance: left.toFixed(2), amount: amount.toFixed(2) }),
        },
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
