import type { Static } from '@fastify/type-provider-typebox';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { requireReceiptOrder } from './consignment-repo';
import type { TrackQuery } from './receipt-schemas';

interface DeliveryRow {
  consignmentId: number;
  deliveryId: string | null;
  logisticsCompany: string | null;
  thirdOrderId: string | null;
  logisticsStaff: string | null;
  logisticsContactInfo: string | null;
  ecPlatformCode: string;
}

/**
 * The logistics drawer's data (spec 2 section 2 "Logistics drawer"): the delivery carrying the
 * order line (or the order's first delivery), its courier details and its track, oldest first as
 * the courier reported it; the drawer shows it newest first. An order not yet delivered answers
 * an empty track, which the drawer shows as 'no data'.
 */
export async function logisticsTrack(db: Db, session: Session, query: Static<typeof TrackQuery>) {
  const order = await requireReceiptOrder(db, session, query.poSubHeaderId);
  const [delivery] = await db.query<DeliveryRow>(
    `select c.id as "consignmentId", c.delivery_id as "deliveryId", c.logistics_company as "logisticsCompany",
            c.third_order_id as "thirdOrderId", c.logistics_staff as "logisticsStaff", c.logistics_contact_info as "logisticsContactInfo",
            c.ec_platform_code as "ecPlatformCode"
       from consignments c
      where c.tenant_id = $1 and c.order_id = $2
        and ($3::bigint is null or exists (select 1 from consignment_lines cl where cl.consignment_id = c.id and cl.order_line_id = $3))
      order by c.created_at, c.id limit 1`,
    [session.tenantId, order.poHeaderId, query.poLineId ?? null],
  );
  const orderTrack = delivery
    ? await db.query<{ operateTime: string; content: string }>(
        `select to_char(operate_time, 'YYYY-MM-DD HH24:MI:SS') as "operateTime", content
           from logistics_tracks where tenant_id = $1 and consignment_id = $2 order by operate_time, id`,
        [session.tenantId, delivery.consignmentId],
      )
    : [];
  const { consignmentId: _id, ...base } = delivery ?? { consignmentId: 0, deliveryId: null, logisticsCompany: null, thirdOrderId: null, logisticsStaff: null, logisticsContactInfo: null, ecPlatformCode: query.ecPlatformCode ?? 'CATA' };
  return { ...base, poSubHeaderId: order.poHeaderId, poSubNum: order.orderCode, orderTrack };
}
