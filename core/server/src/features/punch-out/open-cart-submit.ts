import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { conflict } from '../../http/api-error';
import { Id, OrgParams } from '../../http/schemas';
import { visibleAddresses, type AddressRow } from '../addresses/address-repo';
import { ruleRefused } from '../cart/cart-quantity-check';
import { validateBudget } from '../purchase-requests/request-budget';
import { openCartFindings, refuseFindings } from './open-cart-check';
import { linesOf, sessionOfCaller, type OpenCartLine } from './punch-out-repo';
import './punch-out-messages';

/**
 * The requisition form of the open cart. The browser may send its order lines too (spec 3: the
 * order info merged with the form); they are not read: the lines are the session's own, priced
 * by the catalogue.
 */
export const OpenCartSubmitBody = Type.Object({
  addressId: Id(),
  neededDate: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  remark: Type.Optional(Type.String({ maxLength: 240 })),
  budgetId: Type.Optional(Id()),
});
type SubmitForm = Static<typeof OpenCartSubmitBody>;

/** A real calendar day not before today (the server's day). */
function checkNeededDate(text: string | undefined): void {
  if (text === undefined) return;
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) throw ruleRefused('punchout.submit.needed-date.invalid');
  if (text < new Date().toISOString().slice(0, 10)) throw ruleRefused('punchout.submit.needed-date.past');
}

/** An enabled receiving address the buyer may use, else 422 (nothing is stored). */
async function receivingAddress(db: Db, session: Session, addressId: number): Promise<AddressRow> {
  const [address] = await visibleAddresses(db, session, { addressId, addressType: 'RECEIVER', enabledFlag: 1 });
  if (!address) throw ruleRefused('punchout.submit.address.unusable');
  return address;
}

/** Each line's budget warning: from the first line the chosen budget's free amount cannot take, every line warns. */
async function budgetWarnings(db: Db, session: Session, form: SubmitForm, lines: readonly OpenCartLine[]): Promise<(0 | 1)[]> {
  if (form.budgetId === undefined) return lines.map(() => 0);
  const check = await validateBudget(db, session, {
    budgetId: form.budgetId,
    mallRequestEntryList: lines.map((l) => ({ skuName: l.productName, quantity: l.quantity, estimatedPrice: l.latestPrice })),
  });
  return check.entries.map((e) => e.overFlag);
}

/**
 * Open-cart submit (spec 3 sections 4 and 7; the browser validates the form first and stops when
 * it is invalid). The server checks the form again and the open cart as the return does, keeps
 * the form on the session and each line's budget warning, and answers the order lines: the
 * address with receiveChannel 1, the value lists nulled, cuxBudgetWarningFlag per line.
 */
export const openCartSubmitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.post('/smal/v1/:org/open-cart/submit', { schema: { params: OrgParams, body: OpenCartSubmitBody } }, async (request) => {
    const session = requireSession(request);
    const form = request.body;
    const row = await sessionOfCaller(db, session);
    if (row.operation === 'inspect') throw conflict('punchout.session.inspect');
    checkNeededDate(form.neededDate);
    const address = await receivingAddress(db, session, form.addressId);
    const lines = await linesOf(db, session.tenantId, row.id);
    refuseFindings(await openCartFindings(db, session.tenantId, lines));
    const warnings = await budgetWarnings(db, session, form, lines);
    await db.transaction(async (tx) => {
      await tx.query(
        `update punchout_sessions set submitted_at = now(), address_id = $2, needed_date = $3::date, remark = $4, budget_id = $5 where id = $1 and status = 'OPEN'`,
        [row.id, address.addressId, form.neededDate ?? null, form.remark?.trim() || null, form.budgetId ?? null],
      );
      await tx.query(
        `update punchout_lines l set budget_warning_flag = w.flag
           from unnest($2::bigint[], $3::smallint[]) as w(line_id, flag)
          where l.session_id = $1 and l.id = w.line_id`,
        [row.id, lines.map((l) => l.lineId), warnings],
      );
    });
    const receiver = {
      addressId: address.addressId,
      contactName: address.contactName,
      mobile: address.mobile,
      fullAddress: address.fullAddress,
      regionId: address.regionId,
      // spec 3 section 7: the open cart's order lines are received through channel 1
      receiveChannel: 1,
    };
    const orderLineList = lines.map((line, n) => ({
      lineId: line.lineId,
      productId: line.productId,
      productSource: line.productSource,
      productName: line.productName,
      itemCode: line.itemCode,
      quantity: line.quantity,
      uomName: line.uomName,
      latestPrice: line.latestPrice,
      totalPrice: line.totalPrice,
      currencyCode: line.currencyCode,
      neededDate: form.neededDate ?? null,
      remark: form.remark?.trim() || null,
      address: receiver,
      headerValueList: null,
      lineValueList: null,
      cuxBudgetWarningFlag: warnings[n] ?? 0,
    }));
    return {
      punchOutSessionId: row.id,
      orderLineList,
      headerValueList: null,
      lineValueList: null,
      budgetWarningCount: warnings.filter((w) => w === 1).length,
    };
  });
};
