import type { ServerSeedContext } from '@mall/sdk/server';
import { FEEDBACK_TYPE_LOOKUP } from '../feedback-status';

// Spec 3 names the lookup but not its values; these are a believable demo.
const TYPES = [
  { value: 'PRICE', meaningZh: '同款价格更低', meaningEn: 'Same product cheaper elsewhere' },
  { value: 'SPEC', meaningZh: '规格参数不一致', meaningEn: 'Specification differs' },
  { value: 'DUPLICATE', meaningZh: '重复上架', meaningEn: 'Listed more than once' },
  { value: 'OTHER', meaningZh: '其他', meaningEn: 'Other' },
] as const;

/**
 * The feedback types, and for the demo one answered feedback per buyer of the tenant (approved,
 * on the tenant's first catalogue product) so the modal's 'Processing result' and Confirm show.
 * One statement per table, set-based; idempotent through the open-record index.
 */
export async function seedSameProductFeedback(ctx: ServerSeedContext): Promise<void> {
  await ctx.addLookupValues(FEEDBACK_TYPE_LOOKUP, TYPES);
  await ctx.db.query(
    `insert into same_sku_manages (tenant_id, user_id, sku_id, manage_type, manage_status, remark, approve_remark)
     select $1, u.id, p.id, 'PRICE', 'APPROVED', '同款商品在其他渠道价格更低', '已核实，已通知供应商调价'
       from users u
       cross join lateral (select c.product_id as id from cart_lines c where c.owner_id = u.id order by c.id limit 1) p
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict do nothing`,
    [ctx.tenant.tenantId],
  );
}
