import type { CartLine } from '@mall/sdk';
import type { ServerDb, ServerOrderSubmitValidator, ServerSession } from '@mall/sdk/server';
import { BALANCE_PAYMENT_METHOD } from '../financial-calls';

/** One order the balance check weighs: its company and payment method, and its lines as the server reads them. */
export interface BalanceOrder {
  readonly companyId?: number;
  readonly paymentMethodCode?: string;
  readonly lines: readonly Pick<CartLine, 'productSource' | 'latestPrice' | 'quantity'>[];
}

/** An order's verdict: `refusal` (a message key of the tenant's messages and its params) when the fund does not cover it. */
export interface BalanceVerdict {
  readonly cata: boolean;
  readonly requestNum: string;
  readonly refusal?: { readonly code: 'financial-group.balance.short' | 'financial-group.balance.no-fund'; readonly params: Record<string, string> };
}

interface FundRow {
  companyId: number;
  companyName: string;
  fundRequestNum: string | null;
  balance: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec 3 sections 7 and 9, one rule for the balance-check call and the submit: orders paid with
 * payment method 4 that hold catalogue (CATA) goods pass when their company's fund request
 * covers the amount, the orders of one company counted together; the others pass unchecked.
 * The company must be one of the caller's tenant and organisation (none found: no fund).
 */
export async function checkBalances(db: ServerDb, session: ServerSession, orders: readonly BalanceOrder[]): Promise<BalanceVerdict[]> {
  const companyIds = [...new Set(orders.map((o) => o.companyId ?? session.companyId))];
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
  return orders.map((order) => {
    const cata = order.lines.some((l) => l.productSource === 'CATA');
    if (order.paymentMethodCode !== BALANCE_PAYMENT_METHOD || !cata) return { cata, requestNum: '' };
    const companyId = order.companyId ?? session.companyId;
    const fund = funds.get(companyId);
    if (!fund?.fundRequestNum || fund.balance === null) {
      return { cata, requestNum: '', refusal: { code: 'financial-group.balance.no-fund', params: { company: fund?.companyName ?? String(companyId) } } };
    }
    const amount = round2(order.lines.reduce((sum, l) => sum + l.latestPrice * l.quantity, 0));
    const before = spent.get(companyId) ?? 0;
    // What the orders before this one left; never below zero, as the message shows it.
    const left = round2(Math.max(0, fund.balance - before));
    spent.set(companyId, before + amount);
    if (amount <= left) return { cata, requestNum: fund.fundRequestNum };
    const params = { requestNum: fund.fundRequestNum, balance: left.toFixed(2), amount: amount.toFixed(2) };
    return { cata, requestNum: fund.fundRequestNum, refusal: { code: 'financial-group.balance.short', params } };
  });
}

/**
 * The balance check on the server's submit (point `order.submit-validators`): the browser's
 * validator shows the same table first, but a pre-order call made without the browser is
 * refused here, with each failing order's request-number message in its header, and nothing
 * is written.
 */
export const balanceSubmitCheck: ServerOrderSubmitValidator = {
  id: 'financial-group.order.balance-check',
  order: 400,
  async validate({ orders }, { db, session }) {
    const verdicts = await checkBalances(
      db,
      session,
      orders.map((o) => ({ companyId: o.companyId, paymentMethodCode: o.paymentMethodCode, lines: o.shoppingCartDTOList })),
    );
    const failed = verdicts.flatMap((v, order) => (v.refusal ? [{ order, code: v.refusal.code, params: v.refusal.params }] : []));
    return failed.length > 0 ? { code: 'financial-group.balance.failed', orders: failed } : undefined;
  },
};
