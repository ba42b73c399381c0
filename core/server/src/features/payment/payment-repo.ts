import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { ruleRefused } from '../cart/cart-quantity-check';

export interface PaymentRow {
  paymentOrderNum: string;
  batchNum: string;
  amount: number;
  currencyCode: string;
  status: 'WAITING' | 'PAID';
  returnUrl: string | null;
}

const COLUMNS = `payment_order_num as "paymentOrderNum", batch_num as "batchNum", amount::float8 as amount, currency_code as "currencyCode",
  status, return_url as "returnUrl"`;

export async function paymentOfNum(db: Db, paymentOrderNum: string): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(`select ${COLUMNS} from payments where payment_order_num = $1`, [paymentOrderNum]);
  return row;
}

export async function ownPayment(db: Db, session: Session, paymentOrderNum: string): Promise<PaymentRow> {
  const [row] = await db.query<PaymentRow>(`select ${COLUMNS} from payments where payment_order_num = $1 and tenant_id = $2 and owner_id = $3`, [
    paymentOrderNum, session.tenantId, session.userId,
  ]);
  if (!row) throw notFound('smodr.payment.not.found');
  return row;
}

/** The waiting payment of a lot, opened on first ask; the lot must be the caller's and unpaid. */
export async function paymentForBatch(db: Db, session: Session, batchNum: string, returnUrl?: string): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const orders = await tx.query<{ status: string; amount: number; currencyCode: string }>(
      `select status, amount::float8 as amount, currency_code as "currencyCode" from orders
        where tenant_id = $1 and owner_id = $2 and batch_num = $3 for update`,
      [session.tenantId, session.userId, batchNum],
    );
    if (orders.length === 0) throw notFound('smodr.order.not.found');
    const [existing] = await tx.query<PaymentRow>(`select ${COLUMNS} from payments where tenant_id = $1 and owner_id = $2 and batch_num = $3 and status = 'WAITING'`, [
      session.tenantId, session.userId, batchNum,
    ]);
    if (existing) return existing;
    const pending = orders.filter((o) => o.status === 'PENDING_PAYMENT');
    if (pending.length === 0) throw ruleRefused('smodr.payment.not.needed');
    const amount = Math.round(pending.reduce((sum, o) => sum + o.amount, 0) * 100) / 100;
    const paymentOrderNum = `PAY${Date.now().toString(36).toUpperCase()}${randomBytes(12).toString('hex').toUpperCase()}`;
    await tx.query(
      `insert into payments (payment_order_num, tenant_id, organization_id, owner_id, batch_num, amount, currency_code, return_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [paymentOrderNum, session.tenantId, session.organizationId, session.userId, batchNum, amount, pending[0]!.currencyCode, returnUrl ?? null],
    );
    await tx.query(`update orders set payment_order_num = $1 where tenant_id = $2 and batch_num = $3 and status = 'PENDING_PAYMENT'`, [
      paymentOrderNum, session.tenantId, batchNum,
    ]);
    return (await paymentOfNum(tx, paymentOrderNum))!;
  });
}

/** Marks the payment and its orders paid; paying twice changes nothing. */
export async function markPaid(db: Db, paymentOrderNum: string): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ tenantId: number }>(
      `update payments set status = 'PAID', paid_at = now() where payment_order_num = $1 and status = 'WAITING' returning tenant_id as "tenantId"`,
      [paymentOrderNum],
    );
    if (row) {
      await tx.query(`update orders set status = 'PAID' where tenant_id = $1 and payment_order_num = $2 and status = 'PENDING_PAYMENT'`, [row.tenantId, paymentOrderNum]);
    }
    return paymentOfNum(tx, paymentOrderNum);
  });
}
