import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { OrgParams, Text } from '../../http/schemas';
import { likePattern } from './product-list-query';

const Channel = Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('PERSONAL')]);
const HotBody = Type.Object({ channel: Channel }, { additionalProperties: false });
const SuggestBody = Type.Object({ channel: Channel, keyword: Text(100) }, { additionalProperties: false });

/** How many hot keywords and suggestions the search box shows. */
export const HOT_KEYWORD_LIMIT = 10;
export const SUGGEST_LIMIT = 10;

/** Counts a searched keyword for the tenant's hot keywords; blank searches are not keywords. */
export async function recordSearchKeyword(db: Db, tenantId: number, channel: 'ENTERPRISE' | 'PERSONAL', keyword: string | undefined): Promise<void> {
  const text = keyword?.trim().toLowerCase();
  if (!text) return;
  await db.query(
    `insert into search_keywords (tenant_id, channel, keyword) values ($1, $2, $3)
     on conflict (tenant_id, channel, keyword) do update set search_count = search_keywords.search_count + 1, last_searched_at = now()`,
    [tenantId, channel, text],
  );
}

/**
 * The search box's calls (spec 1 section 7 "POST sads hot-keyword and suggest (channel)"; the
 * paths under /sads/v1/{org} are this gateway's choice). Hot keywords are the tenant's most
 * searched keywords, else the categories and brands of its best sellers; suggestions are names
 * and brands of its goods on shelf that start with, then contain, the keyword.
 */
export const searchKeywordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.post('/sads/v1/:org/hot-keyword', { schema: { params: OrgParams, body: HotBody } }, async (request) => {
    const session = requireSession(request);
    const searched = await db.query<{ keyword: string }>(
      `select keyword from search_keywords where tenant_id = $1 and channel = $2 order by search_count desc, last_searched_at desc, keyword limit ${HOT_KEYWORD_LIMIT}`,
      [session.tenantId, request.body.channel],
    );
    if (searched.length > 0) return searched.map((r) => r.keyword);
    const bestSelling = await db.query<{ keyword: string }>(
      `select keyword from (
         select p.category_name as keyword, sum(p.sales_volume) as sold from products p where p.tenant_id = $1 and p.shelf_flag = 1 group by p.category_name
         union all
         select p.brand_name, sum(p.sales_volume) from products p where p.tenant_id = $1 and p.shelf_flag = 1 group by p.brand_name
       ) k order by sold desc, keyword limit ${HOT_KEYWORD_LIMIT}`,
      [session.tenantId],
    );
    return bestSelling.map((r) => r.keyword);
  });

  app.post('/sads/v1/:org/suggest', { schema: { params: OrgParams, body: SuggestBody } }, async (request) => {
    const session = requireSession(request);
    const keyword = request.body.keyword.trim();
    if (!keyword) return [];
    const rows = await db.query<{ text: string }>(
      `select text from (
         select p.product_name as text, (p.product_name ilike $3) as starts, p.sales_volume from products p
          where p.tenant_id = $1 and p.shelf_flag = 1 and p.product_name ilike $2
         union all
         select p.brand_name, (p.brand_name ilike $3), p.sales_volume from products p
          where p.tenant_id = $1 and p.shelf_flag = 1 and p.brand_name ilike $2
       ) s group by text order by bool_or(starts) desc, max(sales_volume) desc, text limit ${SUGGEST_LIMIT}`,
      [session.tenantId, likePattern(keyword), `${likePattern(keyword).slice(1)}`],
    );
    return rows.map((r) => r.text);
  });
};
