import type { Db } from '../../db/db';

export interface AddressViewer {
  tenantId: number;
  organizationId: number;
  companyId: number;
  userId: number;
}

/**
 * Addresses a buyer may use: the company's own (belongType 1) and the buyer's personal ones.
 * The SQL condition over alias `a`, with the viewer in $1-$4.
 */
export const VISIBLE_TO_VIEWER = `a.tenant_id = $1 and a.organization_id = $2 and a.company_id = $3 and (a.belong_type = 1 or a.user_id = $4)`;
export const viewerParams = (v: AddressViewer) => [v.tenantId, v.organizationId, v.companyId, v.userId];

/** Whether the address exists, is enabled and is the viewer's to use. */
export async function isUsableAddress(db: Db, viewer: AddressViewer, addressId: number, addressType?: 'RECEIVER' | 'INVOICE'): Promise<boolean> {
  const rows = await db.query(
    `select 1 from addresses a where ${VISIBLE_TO_VIEWER} and a.id = $5 and a.enabled_flag = 1 and ($6::text is null or a.address_type = $6)`,
    [...viewerParams(viewer), addressId, addressType ?? null],
  );
  return rows.length > 0;
}
