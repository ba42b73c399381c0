import { createHash, randomBytes } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { ServerOrderSubmitDiverter, ServerOrderSubmitInput, ServerOrderSubmitValidator } from '@mall/sdk/server';
import { exceedsOrderSplitCap, ORDER_SPLIT_CAP, PERSONAL_PAYMENT, type CartLine, type CompanyOrderHeader, type PreOrderResponse } from '@mall/domain';
import { requireOwnContext, requireOwned } from '../../auth/owned-rows';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { isUsableAddress } from '../addresses/address-visibility';
import { cashierUri, paymentSecret } from '../payment/payment-signature';
import { requireCartLines, toCartLine, type CartLineView } from './cart-line-row';
import { checkCartQuantity, ruleRefused } from './cart-quantity-check';
import { claimingDiverter, divert } from './order-divert';
import { splitKey } from './order-headers';
import { minPurchaseFlagOf, orderMinimumOf } from './order-minimum';
import { PERSONAL_PURCHASE, pointsAccountOf, pointsToSpend, spendPoints } from './personal-points';
import { PreOrderRefused, preOrderRefused } from './pre-order-refusal';
import { coreOrderRules, firstRefusal } from './submit-validators';
import type { PreOrderBody } from './pre-order-schemas';
import { notFound } from '../../http/api-error';
import { usageOf } from '../attachments/attachment-repo';

type Headers = Static<typeof PreOrderBody>;
type Header = Headers[number];

/** Payment methods paid online through the cashier. */
const ONLINE_PAYMENT = [PERSONAL_PAYMENT, 'ONLINE'];

/**
 * The key that makes a submit happen once: the client's Idempotency-Key, else the buyer and the
 * cart lines submitted (a line can be ordered only once, so the same lines mean the same submit).
 */
export function requestKeyOf(session: Session, headers: Headers, idempotencyKey: string | undefined): string {
  if (idempotencyKey) return `key:${idempotencyKey}`;
  const ids = headers.flatMap((h) => h.shoppingCartDTOList.map((l) => l.cartId)).sort((a, b) => a - b);
  return `lines:${createHash('sha256').update(`${session.userId}|${ids.join(',')}`).digest('hex')}`;
}

interface PlannedOrder {
  header: Header;
  lines: (CartLineView & { submitted: Header['shoppingCartDTOList'][number] })[];
}

interface Plan {
  orders: PlannedOrder[];
  /** Personal points the submit spends (0 outside the personal mall or without a points account). */
  points: number;
  /** What the submit validators were given: the kept headers with this server's lines. */
  validated: ServerOrderSubmitInput;
}

/** Checks the submit and plans the orders: per header, split per supplier and currency. */
async function plan(db: Db, session: Session, headers: Headers, personalMall: boolean, validators: readonly ServerOrderSubmitValidator[]): Promise<Plan> {
  const allIds = headers.flatMap((h) => h.shoppingCartDTOList.map((l) => l.cartId));
  if (new Set(allIds).size !== allIds.length) throw ruleRefused('order.pre-order.failed');
  // The order's company and purchase unit are stored as sent: they must be the caller's own.
  for (const header of headers) requireOwnContext(session, header);
  await requireOwned(db, session, 'unit', headers.map((h) => h.unitId));
  const rows = new Map((await requireCartLines(db, session, allIds)).map((r) => [r.cartId, r]));
  // The minimum order amount is checked on this server's prices, whatever flag the browser sent:
  // control 2 forbids the submit, otherwise rows below it are left out and their goods stay in the cart.
  const minimum = await orderMinimumOf(db, session);
  const amountOf = (header: Header) =>
    round2(header.shoppingCartDTOList.reduce((sum, l) => sum + toCartLine({ ...rows.get(l.cartId)!, quantity: l.quantity ?? rows.get(l.cartId)!.quantity }).totalPrice, 0));
  const below = headers.filter((h) => h.minPurchaseFlag === 0 || minPurchaseFlagOf(amountOf(h), minimum) === 0);
  if (minimum.minAmountControl === 2 && below.length > 0) {
    const messages = below.map((h) => ({ index: headers.indexOf(h), key: h.key, code: 'order.minimum-amount.not-reached' }));
    throw new PreOrderRefused(ruleRefused('order.minimum-amount.not-reached'), messages);
  }
  const kept = headers.filter((h) => !below.includes(h));
  if (kept.length === 0) throw ruleRefused('smal.cart.empty.selection');
  const orders: PlannedOrder[] = [];
  const domainOrders: CompanyOrderHeader[] = [];
  for (const header of kept) {
    const groups = new Map<string, PlannedOrder['lines']>();
    const domainLines: CartLine[] = [];
    for (const submitted of header.shoppingCartDTOList) {
      const row = rows.get(submitted.cartId)!;
      if (row.shelfFlag !== 1) throw ruleRefused('smal.cart.product.unavailable');
      const quantity = checkCartQuantity(row, submitted.quantity ?? row.quantity);
      const line = { ...toCartLine({ ...row, quantity }), submitted };
      groups.set(splitKey(line), [...(groups.get(splitKey(line)) ?? []), line]);
      domainLines.push({ ...line, productRemarkFlag: submitted.productRemarkFlag, remark: submitted.remark, qtHeaderNo: submitted.qtHeaderNo } as CartLine);
    }
    for (const lines of groups.values()) orders.push({ header, lines });
    domainOrders.push({ ...header, key: header.key ?? String(domainOrders.length), shoppingCartDTOList: domainLines } as CompanyOrderHeader);
  }
  if (exceedsOrderSplitCap(orders.length)) throw ruleRefused('smodr.order.split.exceeded', { n: ORDER_SPLIT_CAP });
  // Core's rules and the tenant's (point order.submit-validators), on this server's lines.
  const refusal = await firstRefusal(validators, { orders: domainOrders }, db, session);
  if (refusal) throw preOrderRefused(refusal, (validated) => ({ index: headers.indexOf(kept[validated]!), key: kept[validated]!.key }));
  for (const header of kept) {
    if (header.invoiceAddressId !== undefined && !(await isUsableAddress(db, session, header.invoiceAddressId))) throw notFound('smal.cart.address.not.found');
    // The header attachment names files by UUID: only one uploaded in the caller's tenant is kept with the order.
    if (header.attachmentUuid !== undefined && (await usageOf(db, session.tenantId, header.attachmentUuid)) === undefined) throw notFound('hfle.file.not.found');
  }
  // Points are counted on this server's prices, and a member-only buyer spends them whatever purchase type the body names.
  const total = round2(orders.reduce((sum, order) => sum + order.lines.reduce((s, l) => s + l.totalPrice, 0), 0));
  const personal = personalMall || kept.some((h) => h.purchaseType === PERSONAL_PURCHASE);
  const points = pointsToSpend(await pointsAccountOf(db, session), personal, total);
  return { orders, points, validated: { orders: domainOrders } };
}

const newNumber = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface SubmitOptions {
  /** Submitted from the personal mall (its orders spend the member's points). */
  readonly personalMall?: boolean;
  /** The submit validators of the caller's tenant (core's rules alone when not given). */
  readonly validators?: readonly ServerOrderSubmitValidator[];
  /** The submit diverters of the caller's tenant (none: the submit creates orders). */
  readonly diverters?: readonly ServerOrderSubmitDiverter[];
}

/**
 * POST shopping-carts/pre-order: validates with the browser's rules, then in one transaction
 * records the request key, creates the orders and their lines, takes the lines out of the cart
 * and, for online payment, opens a payment. A repeated submit answers the stored response.
 */
export async function submitPreOrder(db: Db, session: Session, headers: Headers, idempotencyKey?: string, options: SubmitOptions = {}): Promise<PreOrderResponse> {
  const requestKey = requestKeyOf(session, headers, idempotencyKey);
  const stored = await storedResponse(db, session, requestKey);
  if (stored) return stored;
  let planned: PlannedOrder[];
  let points: number;
  let validated: ServerOrderSubmitInput;
  try {
    ({ orders: planned, points, validated } = await plan(db, session, headers, options.personalMall === true, options.validators ?? [coreOrderRules]));
  } catch (error) {
    // A parallel submit of the same lines may have committed since the first look: its lines are
    // gone from the cart now, so the plan fails, but this submit must answer that one's response.
    const committed = await storedResponse(db, session, requestKey);
    if (committed) return committed;
    throw error;
  }
  // Read before the transaction: the secret may be written on first use, outside the submit's work.
  const secret = await paymentSecret(db);
  const diverter = claimingDiverter(options.diverters ?? [], validated, session);
  return db.transaction(async (tx) => {
    const batchNum = newNumber('LOT');
    const claimed = await tx.query(
      `insert into pre_order_requests (tenant_id, owner_id, request_key, batch_num) values ($1, $2, $3, $4)
       on conflict do nothing returning batch_num`,
      [session.tenantId, session.userId, requestKey, batchNum],
    );
    if (claimed.length === 0) return (await storedResponse(tx, session, requestKey))!;
    // Lines are taken under lock, so two different submits cannot order the same line twice.
    const ids = planned.flatMap((o) => o.lines.map((l) => l.cartId));
    const locked = await tx.query('select id from cart_lines where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[]) for update', [session.tenantId, session.userId, ids]);
    if (locked.length !== ids.length) throw notFound('smal.cart.line.not.found');
    if (diverter) {
      // Something else than orders (point order.submit-diverters): the lines leave the cart as
      // ordered lines do, under the same request key, and the answer names what was made.
      const outcome = await divert(tx, session, requestKey, diverter, validated);
      await tx.query('delete from cart_lines where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])', [session.tenantId, session.userId, ids]);
      return storeResponse(tx, session, requestKey, { failed: false, result: batchNum, purchaseRequest: outcome.purchaseRequest });
    }
    await spendPoints(tx, session, points);
    const paidOnline = (order: PlannedOrder) => ONLINE_PAYMENT.includes(order.header.paymentMethodCode ?? '');
    const orderIds: number[] = [];
    // The cashier collects only the orders paid online; the others are settled their own way.
    let onlineTotal = 0;
    for (const order of planned) {
      const amount = round2(order.lines.reduce((sum, l) => sum + l.totalPrice, 0));
      const first = order.lines[0]!;
      if (paidOnline(order)) onlineTotal += amount;
      const status = paidOnline(order) ? 'PENDING_PAYMENT' : 'SUBMITTED';
      const { shoppingCartDTOList: _lines, ...header } = order.header;
      const [created] = await tx.query<{ id: number }>(
        `insert into orders (tenant_id, organization_id, owner_id, company_id, unit_id, supplier_company_id, order_num, batch_num, status,
                             currency_code, amount, payment_method_code, invoice_address_id, header, return_url, receiver_address_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 -- where the goods go: the receiving address of the order's first cart line (My orders' detail shows it)
                 (select c.address_id from cart_lines c where c.id = $16 and c.tenant_id = $1 and c.owner_id = $3)) returning id`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, order.header.unitId ?? null, first.supplierCompanyId,
          newNumber('PO'), batchNum, status, first.currencyCode, amount, order.header.paymentMethodCode ?? null,
          order.header.invoiceAddressId ?? null, JSON.stringify(header), order.header.returnUrl ?? null, first.cartId],
      );
      orderIds.push(created!.id);
      for (const [index, line] of order.lines.entries()) {
        await tx.query(
          `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount,
                                    uom_name, remark, needed_date)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [session.tenantId, created!.id, index + 1, line.productId, line.productName, line.productSource, line.quantity, line.latestPrice,
            line.totalPrice, line.uomName, line.submitted.remark ?? null, line.submitted.neededDate ?? line.neededDate ?? null],
        );
      }
    }
    await tx.query('delete from cart_lines where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])', [session.tenantId, session.userId, ids]);
    const response: PreOrderResponse & { orderIdList: number[] } = { failed: false, result: batchNum, orderIdList: orderIds };
    if (orderIds.length === 1) response.prHeaderId = orderIds[0];
    const online = planned.find(paidOnline);
    if (online) {
      const paymentOrderNum = newNumber('PAY') + randomBytes(8).toString('hex').toUpperCase();
      await tx.query(
        `insert into payments (payment_order_num, tenant_id, organization_id, owner_id, batch_num, amount, currency_code, return_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [paymentOrderNum, session.tenantId, session.organizationId, session.userId, batchNum, round2(onlineTotal), online.lines[0]!.currencyCode,
          online.header.returnUrl ?? null],
      );
      await tx.query(`update orders set payment_order_num = $1 where tenant_id = $2 and batch_num = $3 and status = 'PENDING_PAYMENT'`, [
        paymentOrderNum, session.tenantId, batchNum,
      ]);
      response.paymentOrderNum = paymentOrderNum;
      response.cashierUri = cashierUri(secret, paymentOrderNum);
    }
    return storeResponse(tx, session, requestKey, response);
  });
}

/** Keeps the answer under the request key, so a repeated submit answers it again. */
async function storeResponse<T extends PreOrderResponse>(tx: Db, session: Session, requestKey: string, response: T): Promise<T> {
  await tx.query('update pre_order_requests set response = $1 where tenant_id = $2 and owner_id = $3 and request_key = $4', [
    JSON.stringify(response), session.tenantId, session.userId, requestKey,
  ]);
  return response;
}

async function storedResponse(db: Db, session: Session, requestKey: string): Promise<PreOrderResponse | undefined> {
  const [row] = await db.query<{ response: PreOrderResponse | null }>(
    'select response from pre_order_requests where tenant_id = $1 and owner_id = $2 and request_key = $3',
    [session.tenantId, session.userId, requestKey],
  );
  return row?.response ?? undefined;
}
