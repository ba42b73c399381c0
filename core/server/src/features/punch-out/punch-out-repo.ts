import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db';
import { ApiError, conflict, notFound } from '../../http/api-error';
import type { Session } from '../../auth/session';
import { isoUnit } from './oci-fields';
import type { PunchOutOperation, PunchOutProtocol, ReturnLine } from './punch-out-types';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Compares a presented secret with a stored sha-256 in constant time. */
export function secretMatches(presented: string | undefined, storedSha256: string): boolean {
  const a = Buffer.from(sha256(presented ?? ''), 'hex');
  const b = Buffer.from(storedSha256, 'hex');
  return presented !== undefined && a.length === b.length && timingSafeEqual(a, b);
}

export interface ConfigRow {
  id: number;
  tenantId: number;
  identity: string;
  secretSha256: string;
  supplierDomain: string;
  supplierIdentity: string;
}

const configColumns = `id, tenant_id as "tenantId", identity, secret_sha256 as "secretSha256",
  supplier_domain as "supplierDomain", supplier_identity as "supplierIdentity"`;

export async function configByIdentity(db: Db, identity: string): Promise<ConfigRow | undefined> {
  const [row] = await db.query<ConfigRow>(`select ${configColumns} from punchout_configs where identity = $1 and enabled_flag = 1`, [identity]);
  return row;
}

export async function configsOfTenant(db: Db, tenantId: number): Promise<ConfigRow[]> {
  return db.query<ConfigRow>(`select ${configColumns} from punchout_configs where tenant_id = $1 and enabled_flag = 1 order by id`, [tenantId]);
}

export interface BuyerRow {
  id: number;
  tenantId: number;
  organizationId: number;
  /** The user's language (zh_CN, en_US): which of an item's Descriptions an edit session keeps. */
  language: string;
}

/** An enabled user of the tenant, by login name or e-mail. */
export async function buyerOf(db: Db, tenantId: number, who: { loginName?: string; email?: string }): Promise<BuyerRow | undefined> {
  if (!who.loginName && !who.email) return undefined;
  const [row] = await db.query<BuyerRow>(
    `select id, tenant_id as "tenantId", organization_id as "organizationId", language from users
      where tenant_id = $1 and enabled_flag = 1 and (login_name = $2 or lower(email) = lower($3)) order by id limit 1`,
    [tenantId, who.loginName ?? null, who.email ?? null],
  );
  return row;
}

export interface NewSession {
  tenantId: number;
  userId: number;
  configId: number;
  protocol: PunchOutProtocol;
  operation: PunchOutOperation;
  returnUrl: string;
  cancelUrl?: string;
  buyerCookie?: string;
  ociVersion?: string;
  buyerDomain?: string;
  buyerIdentity?: string;
  startTokenSha256?: string;
  tokenJti?: string;
  expiresAt: Date;
}

export async function insertSession(db: Db, s: NewSession): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into punchout_sessions (tenant_id, user_id, config_id, protocol, operation, return_url, cancel_url, buyer_cookie,
       oci_version, buyer_domain, buyer_identity, start_token_sha256, token_jti, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [s.tenantId, s.userId, s.configId, s.protocol, s.operation, s.returnUrl, s.cancelUrl ?? null, s.buyerCookie ?? null, s.ociVersion ?? null,
      s.buyerDomain ?? null, s.buyerIdentity ?? null, s.startTokenSha256 ?? null, s.tokenJti ?? null, s.expiresAt.toISOString()],
  );
  return Number(row!.id);
}

/** Items of an edit or inspect setup request become the session's first lines. */
export async function insertLines(db: Db, tenantId: number, sessionId: number, lines: readonly { productId: number; quantity: string; supplierAuxId?: string }[]) {
  for (const line of lines) {
    await db.query(
      `insert into punchout_lines (tenant_id, session_id, product_id, quantity, supplier_aux_id) values ($1, $2, $3, $4, $5)
       on conflict (session_id, product_id) do update set quantity = punchout_lines.quantity + excluded.quantity`,
      [tenantId, sessionId, line.productId, line.quantity, line.supplierAuxId ?? null],
    );
  }
}

/** On-sale catalogue products of the tenant by item code, with their currency (a cart goes back in one). */
export async function productsByCode(db: Db, tenantId: number, itemCodes: readonly string[]): Promise<Map<string, { id: number; currencyCode: string }>> {
  const rows = await db.query<{ id: number; itemCode: string; currencyCode: string }>(
    `select id, item_code as "itemCode", currency_code as "currencyCode" from products where tenant_id = $1 and item_code = any($2::text[]) and shelf_flag = 1`,
    [tenantId, itemCodes],
  );
  return new Map(rows.map((r) => [r.itemCode, { id: Number(r.id), currencyCode: r.currencyCode }]));
}

/** Takes a start-page token once: the session it opens, bound to the access token issued now. */
export async function takeStartToken(db: Db, token: string): Promise<{ id: number; userId: number; tenantId: number; organizationId: number } | undefined> {
  const [row] = await db.query<{ id: number; userId: number; tenantId: number; organizationId: number }>(
    `update punchout_sessions s set start_token_sha256 = null
       from users u
      where s.start_token_sha256 = $1 and s.status = 'OPEN' and s.expires_at > now()
        and s.created_at > now() - interval '5 minutes' and u.id = s.user_id and u.enabled_flag = 1
      returning s.id, s.user_id as "userId", s.tenant_id as "tenantId", u.organization_id as "organizationId"`,
    [sha256(token)],
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function bindToken(db: Db, sessionId: number, jti: string) {
  await db.query('update punchout_sessions set token_jti = $2 where id = $1', [sessionId, jti]);
}

export interface SessionRow {
  id: number;
  tenantId: number;
  protocol: PunchOutProtocol;
  operation: PunchOutOperation;
  returnUrl: string;
  cancelUrl: string | null;
  buyerCookie: string | null;
  buyerDomain: string | null;
  buyerIdentity: string | null;
  ociVersion: string | null;
  status: 'OPEN' | 'RETURNED' | 'CANCELLED';
  expiresAt: string;
  expired: boolean;
  supplierDomain: string;
  supplierIdentity: string;
}

const sessionColumns = `s.id, s.tenant_id as "tenantId", s.protocol, s.operation, s.return_url as "returnUrl", s.cancel_url as "cancelUrl",
  s.buyer_cookie as "buyerCookie", s.buyer_domain as "buyerDomain", s.buyer_identity as "buyerIdentity", s.oci_version as "ociVersion",
  s.status, s.expires_at as "expiresAt", s.expires_at <= now() as expired,
  c.supplier_domain as "supplierDomain", c.supplier_identity as "supplierIdentity"`;

/**
 * The open-cart session of the caller's sign-in. Refused: a sign-in that no punch-out started
 * (404), an expired session (410), one already returned or cancelled (409).
 */
export async function sessionOfCaller(db: Db, session: Session): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>(
    `select ${sessionColumns} from punchout_sessions s join punchout_configs c on c.id = s.config_id
      where s.token_jti = $1 and s.user_id = $2 and s.tenant_id = $3`,
    [session.jti, session.userId, session.tenantId],
  );
  if (!row) throw notFound('punchout.session.none');
  if (row.expired) throw new ApiError(410, 'punchout.session.expired');
  if (row.status !== 'OPEN') throw conflict('punchout.session.closed');
  return { ...row, id: Number(row.id), tenantId: Number(row.tenantId) };
}

/**
 * Inside a transaction, waits for and holds the open session's row: `share` for a change of its
 * lines, `update` for the return or cancel. So a line saved while the cart goes back either
 * commits before the return reads the lines, or finds the session closed (409) and stores nothing:
 * the requisition system never receives a line the return did not count.
 */
export async function lockOpenSession(tx: Db, sessionId: number, mode: 'share' | 'update'): Promise<void> {
  const rows = await tx.query(`select id from punchout_sessions where id = $1 and status = 'OPEN' for ${mode === 'share' ? 'share' : 'update'}`, [sessionId]);
  if (rows.length === 0) throw conflict('punchout.session.closed');
}

/** Closes an open session as returned or cancelled and answers the one-time ticket of its send page. */
export async function closeSession(db: Db, sessionId: number, status: 'RETURNED' | 'CANCELLED', ticket: string): Promise<boolean> {
  const rows = await db.query(
    `update punchout_sessions set status = $2, return_ticket_sha256 = $3, returned_at = now() where id = $1 and status = 'OPEN' returning id`,
    [sessionId, status, sha256(ticket)],
  );
  return rows.length === 1;
}

/** Takes a send-page ticket once (5 minutes after the return): the closed session it sends back. */
export async function takeReturnTicket(db: Db, ticket: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `update punchout_sessions s set return_ticket_sha256 = null from punchout_configs c
      where c.id = s.config_id and s.return_ticket_sha256 = $1 and s.returned_at > now() - interval '5 minutes'
      returning ${sessionColumns}`,
    [sha256(ticket)],
  );
  return row ? { ...row, id: Number(row.id), tenantId: Number(row.tenantId) } : undefined;
}

export interface OpenCartLine {
  /** The punch-out line's own id: the only handle of a manual line, which names no product. */
  lineId: number;
  /** The catalogue product; null for a manual (free-text) line. */
  productId: number | null;
  productSource: 'CATA' | 'MANUAL';
  itemCode: string;
  productName: string;
  quantity: number;
  latestPrice: number;
  totalPrice: number;
  currencyCode: string;
  uomName: string;
  uomCode: string;
  uomPrecision: number;
  deliveryCycle: number;
  supplierCompanyName: string;
  supplierNum: string;
  categoryCode: string;
  supplierAuxId: string | null;
  imagePath: string;
  remark: string | null;
}

/** Manual lines keep their quantities to the column's 6 places. */
export const MANUAL_PRECISION = 6;

/**
 * The session's lines: catalogue lines priced now by the catalogue (the mall shows and returns
 * the same prices), manual lines with the description, unit and price the buyer saved.
 */
export async function linesOf(db: Db, tenantId: number, sessionId: number): Promise<OpenCartLine[]> {
  const rows = await db.query<Omit<OpenCartLine, 'uomCode'> & { quantityText: string; priceText: string; totalText: string }>(
    `select l.id as "lineId", p.id as "productId", l.product_source as "productSource",
            coalesce(p.item_code, '') as "itemCode", coalesce(p.product_name, l.manual_name) as "productName",
            l.quantity::text as "quantityText", coalesce(p.price, l.manual_price)::text as "priceText",
            round(l.quantity * coalesce(p.price, l.manual_price), 2)::text as "totalText",
            coalesce(p.currency_code, l.manual_currency) as "currencyCode", coalesce(p.uom_name, l.manual_uom_name) as "uomName",
            coalesce(p.uom_precision, ${MANUAL_PRECISION}) as "uomPrecision",
            coalesce(p.delivery_cycle, l.manual_lead_time, 0) as "deliveryCycle",
            coalesce(s.supplier_name, l.manual_supplier, '') as "supplierCompanyName", coalesce(s.supplier_num, '') as "supplierNum",
            coalesce(p.category_code, '') as "categoryCode", l.supplier_aux_id as "supplierAuxId", coalesce(p.image_path, '') as "imagePath",
            l.manual_remark as remark
       from punchout_lines l left join products p on p.id = l.product_id left join supplier_companies s on s.id = p.supplier_company_id
      where l.session_id = $1 and l.tenant_id = $2 order by l.id`,
    [sessionId, tenantId],
  );
  return rows.map(({ quantityText, priceText, totalText, ...r }) => ({
    ...r,
    lineId: Number(r.lineId),
    productId: r.productId === null ? null : Number(r.productId),
    quantity: Number(quantityText),
    latestPrice: Number(priceText),
    totalPrice: Number(totalText),
    uomCode: isoUnit(r.uomName),
  }));
}

/**
 * A manual line's cXML SupplierPartID. It names a line of the session that sent it; an edit
 * session reading it back (cxml-manual-items.ts) makes a new line, since that session is closed.
 */
export const manualHandle = (lineId: number) => `MANUAL-${lineId}`;
/** Whether a SupplierPartID is a manual line's handle rather than a catalogue item code. */
export const isManualHandle = (supplierPartId: string) => /^MANUAL-[1-9][0-9]{0,17}$/.test(supplierPartId);

/** Decimal text with a dot and no trailing zeros (OCI and cXML numbers). */
export const decimalText = (value: number, places: number) => String(Number(value.toFixed(places)));

export function returnLines(lines: readonly OpenCartLine[], language: string): ReturnLine[] {
  return lines.map((l) => ({
    itemCode: l.itemCode,
    supplierPartId: l.productSource === 'MANUAL' ? manualHandle(l.lineId) : l.itemCode,
    manual: l.productSource === 'MANUAL',
    productName: l.productName,
    quantity: decimalText(l.quantity, 6),
    unitPrice: decimalText(l.latestPrice, 5),
    currencyCode: l.currencyCode,
    unitCode: l.uomCode,
    leadTimeDays: l.deliveryCycle,
    supplierNum: l.supplierNum,
    categoryCode: l.categoryCode,
    // A manual line's handle travels as the auxiliary id too, so the requisition system can name
    // it, unless the requisition system gave the line an auxiliary id of its own (an edit session).
    supplierAuxId: l.productSource === 'MANUAL' ? (l.supplierAuxId ?? manualHandle(l.lineId)) : l.supplierAuxId,
    remark: l.remark,
    language,
  }));
}
