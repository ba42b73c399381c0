import { Type, type Static } from '@fastify/type-provider-typebox';
import { MALL_ORDER_STATUSES, type MallOrderStatus } from '@mall/domain';
import { PageQuery } from '../../http/paging';
import { Id, OrgParams } from '../../http/schemas';
import { badRequest } from '../../http/api-error';
import type { OrderFilters } from './my-orders-repo';

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const StatusList = Type.String({ pattern: `^(${MALL_ORDER_STATUSES.join('|')})(,(${MALL_ORDER_STATUSES.join('|')}))*$`, maxLength: 200, examples: [MALL_ORDER_STATUSES[0]] });

/** The My orders filters as query parameters: `mallOrderStatusList` joined by commas (spec 2 section 7). */
export const OrderFilterQuery = Type.Object({
  mallOrderStatusList: Type.Optional(StatusList),
  orderCode: Type.Optional(Type.String({ maxLength: 60 })),
  startDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
});

export const OrderListQuery = Type.Object({ ...OrderFilterQuery.properties, ...PageQuery });

export const OrderIdParams = Type.Object({ org: OrgParams.properties.org, poHeaderId: Id() });
export const LineIdParams = Type.Object({ org: OrgParams.properties.org, poLineId: Id() });
export const OrderIdBody = Type.Object({ poHeaderId: Id() });
export const BuyAgainBody = Type.Object({ poHeaderId: Id(), poLineIds: Type.Optional(Type.Array(Id(), { minItems: 1, maxItems: 500 })) });

/** The repo's filters from the query; an end before the start is refused rather than answered empty. */
export function filtersOf(query: Static<typeof OrderFilterQuery>): OrderFilters {
  if (query.startDate && query.endDate && query.endDate < query.startDate) throw badRequest('smodr.order.date.range');
  const code = query.orderCode?.trim();
  return {
    statuses: query.mallOrderStatusList ? (query.mallOrderStatusList.split(',') as MallOrderStatus[]) : undefined,
    orderCode: code ? code : undefined,
    startDate: query.startDate,
    endDate: query.endDate,
  };
}
