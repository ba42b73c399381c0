import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { openCartSummary } from './open-cart-summary';
import { linesOf, lockOpenSession, MANUAL_PRECISION, sessionOfCaller, sha256, type OpenCartLine } from './punch-out-repo';
import './punch-out-messages';

/** Spec 1 section 5: a line's amount stays within 999999999 (the quantity's maximum is that over the price). */
export const MAX_LINE_AMOUNT = 999_999_999;
const noControl = '^[^\\u0000-\\u001f\\u007f]*$';

/**
 * Manual cart save (spec 3 section 7: body cartSource MANUAL and openCartFlag plus the line;
 * spec 1 section 7: POST open-cart/manual-create): a free-text punch-out line for goods the
 * catalogue does not hold.
 */
export const ManualSaveBody = Type.Object({
  cartSource: Type.Literal('MANUAL'),
  openCartFlag: Type.Literal(1),
  productName: Type.String({ minLength: 1, maxLength: 240, pattern: noControl }),
  quantity: Type.Number({ exclusiveMinimum: 0, maximum: MAX_LINE_AMOUNT }),
  uomName: Type.String({ minLength: 1, maxLength: 20, pattern: noControl }),
  unitPrice: Type.Number({ exclusiveMinimum: 0, maximum: MAX_LINE_AMOUNT }),
  /** Absent: the open cart's currency (CNY for an empty cart). */
  currencyCode: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  supplierName: Type.Optional(Type.String({ maxLength: 120, pattern: noControl })),
  deliveryCycle: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  remark: Type.Optional(Type.String({ maxLength: 240, pattern: noControl })),
});
export type ManualSave = Static<typeof ManualSaveBody>;

const clean = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ') || undefined;
const places = (value: number) => Number(value.toFixed(MANUAL_PRECISION)) === value;

/**
 * A manual line's quantity and price: at most 6 places (what the lines keep) and an amount within
 * spec 1's limit; else 422 with the largest quantity the price allows.
 */
export function checkManualQuantity(quantity: number, unitPrice: number): void {
  if (!places(quantity)) throw ruleRefused('punchout.quantity.precision', { precision: MANUAL_PRECISION });
  if (!places(unitPrice)) throw ruleRefused('punchout.manual.price.precision', { precision: MANUAL_PRECISION });
  if (quantity * unitPrice > MAX_LINE_AMOUNT) throw ruleRefused('punchout.manual.quantity.max', { max: Math.floor(MAX_LINE_AMOUNT / unitPrice) });
}

/**
 * The same free-text item is the same line: description (case and spacing aside), unit, price and
 * currency. Saving it again sets its quantity, so a double save (two clicks, a retry) makes one line.
 */
export const manualKey = (name: string, uomName: string, unitPrice: number, currencyCode: string) =>
  sha256([name.normalize('NFC').toLowerCase(), uomName.normalize('NFC'), unitPrice.toFixed(MANUAL_PRECISION), currencyCode].join('\u0000'));

/**
 * The checked line to store, or a refusal (400 blank text, 422 rules); nothing is stored before.
 * `lines` are the cart's other lines (only their currencies matter). Manual cart save and a cXML
 * edit session's MANUAL items (cxml-manual-items.ts) both go through here.
 */
export function manualLine(body: ManualSave, lines: readonly Pick<OpenCartLine, 'currencyCode'>[]) {
  const productName = clean(body.productName);
  const uomName = clean(body.uomName);
  if (!productName) throw badRequest('punchout.manual.name.required');
  if (!uomName) throw badRequest('punchout.manual.uom.required');
  checkManualQuantity(body.quantity, body.unitPrice);
  const cartCurrency = lines[0]?.currencyCode;
  const currencyCode = body.currencyCode ?? cartCurrency ?? 'CNY';
  // The cart goes back in one currency (the cXML Total); a line in another is refused now, not at the return.
  if (cartCurrency && lines.some((l) => l.currencyCode !== currencyCode)) {
    throw ruleRefused('punchout.cart.currencies', { currencies: [...new Set([...lines.map((l) => l.currencyCode), currencyCode])].join(', ') });
  }
  return {
    productName,
    uomName,
    currencyCode,
    quantity: body.quantity,
    unitPrice: body.unitPrice,
    supplierName: clean(body.supplierName) ?? null,
    deliveryCycle: body.deliveryCycle ?? null,
    remark: clean(body.remark) ?? null,
    key: manualKey(productName, uomName, body.unitPrice, currencyCode),
  };
}
export type ManualLine = ReturnType<typeof manualLine>;

/**
 * Stores a manual line, or sets the quantity (and note) of the same item's line, in one statement.
 * `supplierAuxId`: the requisition system's own auxiliary id of an edit session's item, if any.
 */
export async function saveManualLine(db: Db, tenantId: number, sessionId: number, line: ManualLine, supplierAuxId?: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into punchout_lines (tenant_id, session_id, product_id, product_source, quantity, manual_name, manual_uom_name, manual_price,
       manual_currency, manual_supplier, manual_lead_time, manual_remark, manual_key, supplier_aux_id)
     values ($1, $2, null, 'MANUAL', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (session_id, manual_key) where manual_key is not null
       do update set quantity = excluded.quantity, manual_supplier = excluded.manual_supplier,
                     manual_lead_time = excluded.manual_lead_time, manual_remark = excluded.manual_remark
     returning id`,
    [tenantId, sessionId, line.quantity, line.productName, line.uomName, line.unitPrice, line.currencyCode, line.supplierName, line.deliveryCycle, line.remark, line.key, supplierAuxId ?? null],
  );
  return Number(row!.id);
}

/** A manual line of the session, for a quantity change or removal by its line id; else 404. */
export async function manualLineOf(db: Db, sessionId: number, lineId: number): Promise<{ id: number; price: number }> {
  const [row] = await db.query<{ id: number; price: string }>(
    `select id, manual_price::text as price from punchout_lines where id = $1 and session_id = $2 and product_source = 'MANUAL'`,
    [lineId, sessionId],
  );
  if (!row) throw notFound('punchout.line.not.found');
  return { id: Number(row.id), price: Number(row.price) };
}

export const openCartManualRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  /**
   * POST open-cart/manual-create: saves a free-text line to the caller's own open cart and answers
   * the cart with `savedLineId`. Refused with nothing stored: a bad body (400), a rule (422), an
   * inspect or closed session (409), a sign-in no punch-out started (404), another tenant (403).
   */
  app.post('/smal/v1/:org/open-cart/manual-create', { schema: { params: OrgParams, body: ManualSaveBody } }, async (request) => {
    const session = requireSession(request);
    const row = await sessionOfCaller(db, session);
    if (row.operation === 'inspect') throw conflict('punchout.session.inspect');
    const line = manualLine(request.body, await linesOf(db, session.tenantId, row.id));
    // Saved under the session's lock: a return running now either counts this line or refuses it (409).
    const savedLineId = await db.transaction(async (tx) => {
      await lockOpenSession(tx, row.id, 'share');
      return saveManualLine(tx, session.tenantId, row.id, line);
    });
    return { ...openCartSummary(row, await linesOf(db, session.tenantId, row.id)), savedLineId };
  });
};


