import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** A product group as the home page and the group page read it (spec 1 section 3 "Product group"). */
export interface ProductGroup {
  productGroupId: number;
  groupCode: string;
  groupType: number;
  orderType: number;
  title: string;
  subtitle: string | null;
  labelName: string | null;
  blockSeq: number | null;
  banners: { title: Record<string, string>; subtitle?: Record<string, string>; linkUrl: string; colour: string }[];
}

export type Channel = 'ENTERPRISE' | 'PERSONAL';

const GROUP_COLUMNS = `g.id::int as "productGroupId", g.group_code as "groupCode", g.group_type as "groupType", g.order_type as "orderType",
  coalesce(g.title ->> $2, g.title ->> 'zh_CN') as title, coalesce(g.subtitle ->> $2, g.subtitle ->> 'zh_CN') as subtitle,
  g.label_name as "labelName", g.block_seq as "blockSeq", g.banners`;

/** The groups placed on the channel's home page, in block order. */
export function homeGroups(db: Db, session: Session, channel: Channel): Promise<ProductGroup[]> {
  return db.query<ProductGroup>(
    `select ${GROUP_COLUMNS} from product_groups g
      where g.tenant_id = $1 and g.channel = $3 and g.enabled_flag = 1 and g.block_seq is not null order by g.block_seq, g.id`,
    [session.tenantId, session.language, channel],
  );
}

/** One of the tenant's enabled groups, or undefined (another tenant's is not found). */
export async function findGroup(db: Db, session: Session, groupId: number): Promise<ProductGroup | undefined> {
  const [group] = await db.query<ProductGroup>(`select ${GROUP_COLUMNS} from product_groups g where g.tenant_id = $1 and g.id = $3 and g.enabled_flag = 1`, [
    session.tenantId, session.language, groupId,
  ]);
  return group;
}

/** A product as a group card shows it. */
const CARD_COLUMNS = `p.id::int as "productId", p.product_name as "productName", p.product_source as "productSource", p.price::float8 as price,
  p.market_price::float8 as "marketPrice", p.currency_code as "currencyCode", p.uom_name as "uomName", p.image_path as "imagePath",
  p.sales_volume as "salesVolume", p.brand_name as "brandName"`;

/** Spec 1 section 9: order type 1 price descending, 2 price ascending, 3 sales descending, 4 newest. */
const ORDER_BY: Record<number, string> = { 1: 'p.price desc', 2: 'p.price asc', 3: 'p.sales_volume desc', 4: 'p.created_at desc' };

/**
 * What a group holds, one window of it: banner slides (0), suppliers with their goods on
 * shelf (1), categories (2), best sellers (3), goods placed by hand (4-7, in their order) or
 * the goods carrying the group's label (8).
 */
export async function groupItems(db: Db, session: Session, group: ProductGroup, window: { limit: number; offset: number }): Promise<{ items: object[]; total: number }> {
  const lang = session.language;
  if (group.groupType === 0) {
    const slides = group.banners.map((b) => ({ title: b.title[lang] ?? b.title.zh_CN, subtitle: b.subtitle?.[lang] ?? b.subtitle?.zh_CN ?? null, linkUrl: b.linkUrl, colour: b.colour }));
    return { items: slides.slice(window.offset, window.offset + window.limit), total: slides.length };
  }
  const counted = <T extends object>(rows: (T & { total: number })[]) => ({ items: rows.map(({ total: _total, ...rest }) => rest), total: rows[0]?.total ?? 0 });
  if (group.groupType === 1) {
    const rows = await db.query<{ total: number }>(
      `select s.id::int as "supplierCompanyId", s.supplier_name as "supplierCompanyName", count(*)::int as "productCount",
              sum(p.sales_volume)::int as "salesVolume", count(*) over ()::int as total
         from products p join supplier_companies s on s.id = p.supplier_company_id
        where p.tenant_id = $1 and p.shelf_flag = 1 group by s.id, s.supplier_name order by sum(p.sales_volume) desc, s.id limit $2 offset $3`,
      [session.tenantId, window.limit, window.offset],
    );
    return counted(rows);
  }
  if (group.groupType === 2) {
    const rows = await db.query<{ total: number }>(
      `select p.category_code as "categoryCode", p.category_name as "categoryName", count(*)::int as "productCount",
              min(p.image_path) as "imagePath", count(*) over ()::int as total
         from products p where p.tenant_id = $1 and p.shelf_flag = 1
        group by p.category_code, p.category_name order by sum(p.sales_volume) desc, p.category_code limit $2 offset $3`,
      [session.tenantId, window.limit, window.offset],
    );
    return counted(rows);
  }
  const byHand = group.groupType >= 4 && group.groupType <= 7;
  const rows = await db.query<{ total: number }>(
    `select ${CARD_COLUMNS}, count(*) over ()::int as total
       from products p ${byHand ? 'join product_group_assigns a on a.product_id = p.id and a.group_id = $4' : ''}
      where p.tenant_id = $1 and p.shelf_flag = 1
        ${group.groupType === 8 ? 'and exists (select 1 from product_labels l where l.product_id = p.id and l.label_name = $4)' : ''}
      order by ${byHand ? 'a.seq' : group.groupType === 3 ? ORDER_BY[3] : ORDER_BY[group.orderType]}, p.id
      limit $2 offset $3`,
    [session.tenantId, window.limit, window.offset, ...(byHand ? [group.productGroupId] : group.groupType === 8 ? [group.labelName ?? ''] : [])],
  );
  return counted(rows);
}
