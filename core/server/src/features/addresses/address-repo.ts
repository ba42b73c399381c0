import type { Db } from '../../db/db';
import { VISIBLE_TO_VIEWER, viewerParams, type AddressViewer } from './address-visibility';

export interface AddressRow {
  addressId: number;
  addressType: 'RECEIVER' | 'INVOICE';
  belongType: 1 | 2;
  contactName: string;
  mobile: string;
  internationalTelCode: string;
  phone: string | null;
  email: string | null;
  regionId: number;
  regionIdList: number[];
  regionNameList: string[];
  regionCodeList: string[];
  address: string;
  fullAddress: string;
  zip: string | null;
  remark: string | null;
  defaultFlag: 0 | 1;
  enabledFlag: 0 | 1;
  companyId: number;
  userId: number | null;
}

const COLUMNS = `a.id as "addressId", a.address_type as "addressType", a.belong_type as "belongType", a.contact_name as "contactName",
  a.mobile, a.international_tel_code as "internationalTelCode", a.phone, a.email, a.region_id as "regionId",
  a.region_id_list as "regionIdList",
  coalesce((select json_agg(r.region_name order by e.n) from jsonb_array_elements_text(a.region_id_list) with ordinality e(id, n)
            join regions r on r.id = e.id::bigint), '[]') as "regionNameList",
  coalesce((select json_agg(r.region_code order by e.n) from jsonb_array_elements_text(a.region_id_list) with ordinality e(id, n)
            join regions r on r.id = e.id::bigint), '[]') as "regionCodeList",
  a.address, a.full_address as "fullAddress", a.zip, a.remark, a.default_flag as "defaultFlag", a.enabled_flag as "enabledFlag",
  a.company_id as "companyId", a.user_id as "userId"`;

/** Addresses the viewer may use, defaults first. */
export function visibleAddresses(db: Db, viewer: AddressViewer, filter: { addressType?: string; enabledFlag?: number; addressId?: number } = {}): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `select ${COLUMNS} from addresses a
      where ${VISIBLE_TO_VIEWER} and ($5::text is null or a.address_type = $5) and ($6::int is null or a.enabled_flag = $6)
        and ($7::bigint is null or a.id = $7)
      order by a.default_flag desc, a.belong_type desc, a.id`,
    [...viewerParams(viewer), filter.addressType ?? null, filter.enabledFlag ?? null, filter.addressId ?? null],
  );
}

/** The address as listed: who may edit it, and the reading of belongType. */
export function toAddress(row: AddressRow, viewer: AddressViewer) {
  const own = row.belongType === 2 && row.userId === viewer.userId;
  return {
    ...row,
    phone: row.phone ?? undefined,
    email: row.email ?? undefined,
    zip: row.zip ?? undefined,
    remark: row.remark ?? undefined,
    userId: row.userId ?? undefined,
    belongTypeMeaning: row.belongType === 1 ? 'COMPANY' : 'PERSONAL',
    editFlag: own ? 1 : 0,
    phoneEditFlag: own ? 1 : 0,
    emailEditFlag: own ? 1 : 0,
  };
}

export interface RegionNode {
  id: number;
  regionCode: string;
  regionName: string;
  parentRegionCode: string | null;
  levelNumber: number;
}

/** The chosen ids below the country: a leading country id is dropped (the picker may start at the country). */
export async function idsBelowCountry(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const [country] = await db.query<{ id: number }>('select id from countries where id = $1', [ids[0]]);
  return country ? ids.slice(1) : [...ids];
}

/** The chosen region path (below the country) as tree nodes, or undefined when it is not a path from a province down. */
export async function regionPath(db: Db, path: readonly number[]): Promise<RegionNode[] | undefined> {
  if (path.length === 0) return [];
  const nodes = await db.query<RegionNode>(
    `select id, region_code as "regionCode", region_name as "regionName", parent_region_code as "parentRegionCode", level_number as "levelNumber"
       from regions where id = any($1::bigint[]) and enabled_flag = 1`,
    [path],
  );
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const ordered = path.map((id) => byId.get(id));
  if (ordered.some((n) => n === undefined)) return undefined;
  const chain = ordered as RegionNode[];
  if (chain[0]!.levelNumber !== 1) return undefined;
  for (let i = 1; i < chain.length; i++) if (chain[i]!.parentRegionCode !== chain[i - 1]!.regionCode) return undefined;
  return chain;
}
