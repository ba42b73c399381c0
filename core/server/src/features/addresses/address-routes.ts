import { type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { composeFullAddress, lastRegionId, validateAddress, type AddressFormField } from '@mall/domain';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { forbidden, notFound } from '../../http/api-error';
import { translate } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import './address-messages';
import { idsBelowCountry, regionPath, toAddress, visibleAddresses, type AddressRow } from './address-repo';
import { AddressBody, AddressIdBody, AddressIdListBody, DefaultAddressQuery, DefaultInvoiceQuery, ListQuery, refuseOverlongAddress } from './address-schemas';

type Body = Static<typeof AddressBody>;
const FORM_ORDER: readonly AddressFormField[] = ['contactName', 'internationalTelCode', 'mobile', 'phone', 'email', 'zip', 'region', 'address'];

/** The buyer's own personal address, or 404 (company-level ones: 422, they are not the buyer's to change). */
async function ownAddress(db: Db, session: Session, addressId: number): Promise<AddressRow> {
  const [row] = await visibleAddresses(db, session, { addressId });
  if (!row) throw notFound('smal.address.not.found');
  if (row.belongType === 1 || row.userId !== session.userId) throw ruleRefused('smal.address.not.editable');
  return row;
}

/**
 * Spec 1 section 5 "Address form" with the domain's validateAddress. The server treats a field as
 * edited when it differs from the saved address (all fields, on create); the region must be a
 * real path of the region tree.
 */
async function checkedAddress(db: Db, body: Body, original: AddressRow | undefined) {
  // Levels are counted below the country, as the browser counts them (a 3-level pick under a country is incomplete).
  const chosen = body.regionIdList === undefined ? undefined : await idsBelowCountry(db, body.regionIdList);
  const values = { ...original, ...stripUndefined(body), regionIdList: chosen ?? original?.regionIdList };
  const edited = FORM_ORDER.filter((field) => {
    if (!original) return true;
    if (field === 'region') return chosen !== undefined && JSON.stringify(chosen) !== JSON.stringify(original.regionIdList);
    const value = (body as Record<string, unknown>)[field];
    return value !== undefined && value !== (original as unknown as Record<string, unknown>)[field];
  });
  const errors = validateAddress(
    { ...values, phone: values.phone ?? undefined, email: values.email ?? undefined, zip: values.zip ?? undefined },
    { editedFields: edited, original: original ? { email: original.email ?? undefined, regionIdList: original.regionIdList } : undefined },
  );
  const first = FORM_ORDER.map((field) => errors[field]).find((error) => error !== undefined);
  if (first) throw ruleRefused(first.key, first.params);
  const path = await regionPath(db, values.regionIdList ?? []);
  if (!path) throw ruleRefused('smal.address.region.invalid');
  return { ...values, path };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Creates (no addressId) or edits (addressId) a personal address; returns the saved address and the spec's message. */
async function saveAddress(db: Db, session: Session, body: Body) {
  if ((body.companyId !== undefined && body.companyId !== session.companyId) || (body.userId !== undefined && body.userId !== session.userId)) throw forbidden();
  return db.transaction(async (tx) => {
    const original = body.addressId !== undefined ? await ownAddress(tx, session, body.addressId) : undefined;
    const a = await checkedAddress(tx, body, original);
    const regionIdList = a.path.map((n) => n.id);
    const fullAddress = composeFullAddress(a.path.map((n) => n.regionName), a.address);
    const addressType = body.addressType ?? original?.addressType ?? 'RECEIVER';
    const makeDefault = (body.defaultFlag ?? original?.defaultFlag ?? 0) === 1;
    if (makeDefault) {
      await tx.query('update addresses set default_flag = 0 where tenant_id = $1 and user_id = $2 and address_type = $3', [session.tenantId, session.userId, addressType]);
    }
    const params = [a.contactName, a.mobile, a.internationalTelCode ?? '+86', a.phone ?? null, a.email ?? null, lastRegionId(regionIdList),
      JSON.stringify(regionIdList), a.address, fullAddress, a.zip ?? null, a.remark ?? null, makeDefault ? 1 : 0, addressType];
    let addressId: number;
    if (original) {
      await tx.query(
        `update addresses set contact_name = $1, mobile = $2, international_tel_code = $3, phone = $4, email = $5, region_id = $6,
                region_id_list = $7, address = $8, full_address = $9, zip = $10, remark = $11, default_flag = $12, address_type = $13
          where id = $14 and tenant_id = $15 and user_id = $16`,
        [...params, original.addressId, session.tenantId, session.userId],
      );
      addressId = original.addressId;
    } else {
      const [row] = await tx.query<{ id: number }>(
        `insert into addresses (contact_name, mobile, international_tel_code, phone, email, region_id, region_id_list, address, full_address,
                                zip, remark, default_flag, address_type, tenant_id, organization_id, company_id, user_id, belong_type)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 2) returning id`,
        [...params, session.tenantId, session.organizationId, session.companyId, session.userId],
      );
      addressId = row!.id;
    }
    const [saved] = await visibleAddresses(tx, session, { addressId });
    return { ...toAddress(saved!, session), message: translate(original ? 'smal.address.modified' : 'smal.address.created', session.language) };
  });
}

/** Receiving and invoice addresses (spec 1 sections 3, 5 and 7 "Addresses"). */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const base = '/smal/v1/:org/addresss';

  app.get(`${base}/list/choose`, { schema: { params: OrgParams, querystring: ListQuery } }, async (request) => {
    const session = requireSession(request);
    const q = request.query;
    if ((q.companyId !== undefined && q.companyId !== session.companyId) || (q.userId !== undefined && q.userId !== session.userId)) throw forbidden();
    const rows = await visibleAddresses(db, session, { addressType: q.addressType, enabledFlag: q.enabledFlag ?? 1 });
    return rows.map((row) => toAddress(row, session));
  });

  // Spec 1 section 7 "Addresses": invoice addresses come from their own calls, not the receiving list.
  app.get('/smal/v1/:org/invoice-list/choose', { schema: { params: OrgParams, querystring: ListQuery } }, async (request) => {
    const session = requireSession(request);
    if (request.query.companyId !== undefined && request.query.companyId !== session.companyId) throw forbidden();
    const rows = await visibleAddresses(db, session, { addressType: 'INVOICE', enabledFlag: 1 });
    return rows.map((row) => toAddress(row, session));
  });

  /** The caller's default invoice address (their own default first, then the company's); 204 when there is none. */
  app.get(`${base}/default-invoice`, { schema: { params: OrgParams, querystring: DefaultInvoiceQuery } }, async (request, reply) => {
    const session = requireSession(request);
    if (request.query.companyId !== undefined && request.query.companyId !== session.companyId) throw forbidden();
    const [first] = await visibleAddresses(db, session, { addressType: 'INVOICE', enabledFlag: 1 });
    if (!first || first.defaultFlag !== 1) return reply.code(204).send();
    return toAddress(first, session);
  });

  /**
   * Spec 1 section 7 "Product detail": GET addresss/default-address, the receiving address a
   * product page opens with (the buyer's own default first, then the company's); 204 when the
   * buyer has no usable receiving address.
   */
  app.get(`${base}/default-address`, { schema: { params: OrgParams, querystring: DefaultAddressQuery } }, async (request, reply) => {
    const session = requireSession(request);
    if (request.query.companyId !== undefined && request.query.companyId !== session.companyId) throw forbidden();
    const [first] = await visibleAddresses(db, session, { addressType: 'RECEIVER', enabledFlag: 1 });
    if (!first) return reply.code(204).send();
    return toAddress(first, session);
  });

  app.post(base, { schema: { params: OrgParams, body: AddressBody }, preValidation: refuseOverlongAddress }, async (request) => saveAddress(db, requireSession(request), { ...request.body, addressId: undefined }));
  app.post(`${base}/receiver`, { schema: { params: OrgParams, body: AddressBody }, preValidation: refuseOverlongAddress }, async (request) => saveAddress(db, requireSession(request), request.body));

  app.post(`${base}/default`, { schema: { params: OrgParams, body: AddressIdBody } }, async (request) => {
    const session = requireSession(request);
    return db.transaction(async (tx) => {
      const row = await ownAddress(tx, session, request.body.addressId);
      await tx.query('update addresses set default_flag = case when id = $1 then 1 else 0 end where tenant_id = $2 and user_id = $3 and address_type = $4', [
        row.addressId, session.tenantId, session.userId, row.addressType,
      ]);
      const [saved] = await visibleAddresses(tx, session, { addressId: row.addressId });
      return toAddress(saved!, session);
    });
  });

  // Spec 1 section 7 "Addresses" names the two delete calls without the `addresss/` prefix it
  // writes on the others, so they are served at `{org}/delete-personal-address` as listed.
  app.post('/smal/v1/:org/delete-personal-address', { schema: { params: OrgParams, body: AddressIdBody } }, async (request) =>
    deleteOwnAddresses(db, requireSession(request), [request.body.addressId]),
  );
  app.post('/smal/v1/:org/batch-delete-personal-address', { schema: { params: OrgParams, body: AddressIdListBody } }, async (request) =>
    deleteOwnAddresses(db, requireSession(request), request.body.map((a) => a.addressId)),
  );
};

/** Deletes the buyer's own personal addresses, all or none: one that is not theirs refuses the whole batch. */
async function deleteOwnAddresses(db: Db, session: Session, addressIds: readonly number[]) {
  const ids = [...new Set(addressIds)];
  return db.transaction(async (tx) => {
    for (const id of ids) await ownAddress(tx, session, id);
    // Cart lines keep no dangling address.
    await tx.query('update cart_lines set address_id = null where tenant_id = $1 and owner_id = $2 and address_id = any($3::bigint[])', [session.tenantId, session.userId, ids]);
    await tx.query('delete from addresses where id = any($1::bigint[]) and tenant_id = $2 and user_id = $3', [ids, session.tenantId, session.userId]);
    return { deleted: ids.length };
  });
}
