import type { SeedPart } from '../../seed/seed-part';

const t = (zh: string, en: string) => ({ zh_CN: zh, en_US: en });

/**
 * The home page's groups, in block order, for both channels of every tenant. Titles are in
 * both languages; a banner slide names the tenant through {tenant}. Agreement goods and
 * activity deals are placed by hand (product_group_assigns below); the other types are
 * computed from the catalogue when asked.
 */
const GROUPS = [
  {
    code: 'HOME-BANNER', type: 0, seq: 10, orderType: 3, title: t('首页轮播', 'Home banner'),
    banners: [
      { title: t('{tenant} 2026 年度集中采购', '{tenant} 2026 central purchasing'), subtitle: t('办公用品、纸张耗材协议价直降，统一配送到部门', 'Agreement prices on office supplies and paper, delivered to every department'), linkUrl: '/product-list?keyword=办公用品', colour: '#1f3a93' },
      { title: t('新品上架：人体工学办公家具', 'New in: ergonomic office furniture'), subtitle: t('办公椅、升降桌，支持按成本中心分摊', 'Chairs and standing desks, split by cost centre'), linkUrl: '/product-list?keyword=办公家具', colour: '#0b6e4f' },
      { title: t('安全生产月 劳保用品专场', 'Safety month: protective equipment'), subtitle: t('安全帽、防护手套、口罩，满 500 元包邮', 'Helmets, gloves and masks, free delivery over 500'), linkUrl: '/product-list?keyword=劳保安防', colour: '#8a1c1c' },
    ],
  },
  { code: 'HOME-CATALOG', type: 2, seq: 20, orderType: 3, title: t('热门品类', 'Popular categories') },
  { code: 'HOME-ACTIVITY', type: 4, seq: 30, orderType: 2, title: t('限时特惠', 'Limited-time deals'), subtitle: t('比市场价低的好货', 'Below the market price') },
  { code: 'HOME-RANK', type: 3, seq: 40, orderType: 3, title: t('销量排行', 'Best sellers'), subtitle: t('同事们买得最多的', 'What colleagues buy most') },
  { code: 'HOME-AGREEMENT', type: 5, seq: 50, orderType: 3, title: t('年度协议商品', 'Annual agreement goods'), subtitle: t('已签年度协议，价格锁定', 'Prices fixed by this year\'s agreement') },
  { code: 'HOME-LABEL-GREEN', type: 8, seq: 60, orderType: 4, title: t('绿色环保', 'Green choice'), label: '绿色环保' },
  { code: 'HOME-SUPPLIER', type: 1, seq: 70, orderType: 3, title: t('优选供应商', 'Preferred suppliers') },
  { code: 'FRAME-AGREEMENT', type: 6, seq: null, orderType: 1, title: t('框架协议商品', 'Framework agreement goods') },
  { code: 'SPOT-AGREEMENT', type: 7, seq: null, orderType: 2, title: t('单次协议商品', 'One-off agreement goods') },
];

const BULLETINS = [
  { code: 'B-01', top: 1, days: 1, title: t('关于 2026 年第一季度集中采购的通知', 'Notice on the Q1 2026 central purchasing round'), content: t('各部门请于本月 25 日前在商城提交第一季度办公用品采购申请，逾期将并入下一批次。', 'Departments please submit their Q1 office supply requests in the mall by the 25th; later requests join the next round.') },
  { code: 'B-02', top: 0, days: 3, title: t('春节期间配送安排', 'Deliveries over the Spring Festival'), content: t('春节期间（2 月 14 日至 2 月 22 日）供应商暂停配送，节前订单请于 2 月 10 日前提交。', 'Suppliers do not deliver from 14 to 22 February; place orders before 10 February.') },
  { code: 'B-03', top: 0, days: 8, title: t('新增供应商：广州恒信五金机电', 'New supplier: Guangzhou Hengxin Hardware'), content: t('五金工具、电工电料品类新增协议供应商，协议价已生效。', 'A new agreement supplier for tools and electrical goods; agreement prices apply now.') },
  { code: 'B-04', top: 0, days: 15, title: t('发票开具规则调整', 'Change to invoicing'), content: t('自下月起，单笔订单金额满 1000 元可申请增值税专用发票。', 'From next month an order of 1,000 or more may ask for a special VAT invoice.') },
  { code: 'B-05', top: 0, days: 30, title: t('商城系统升级完成', 'Mall upgrade completed'), content: t('商城已升级，新增浏览记录、采购清单和消息中心。', 'The mall now keeps your browsing history, purchase packages and messages.') },
];

const MESSAGES = [
  { code: 'M-01', type: 'ORDER', read: 0, hours: 2, title: t('订单已发货', 'Order shipped'), content: t('您的订单已由供应商发货，请注意查收。', 'The supplier has shipped your order; it is on its way.') },
  { code: 'M-02', type: 'APPROVAL', read: 0, hours: 5, title: t('采购申请待审批', 'Request waiting for approval'), content: t('您提交的采购申请已进入部门经理审批。', 'Your purchase request is with the department manager.') },
  { code: 'M-03', type: 'APPROVAL', read: 0, hours: 26, title: t('采购申请被驳回', 'Request rejected'), content: t('预算不足，请下季度再申请。', 'Budget exhausted, please apply next quarter.') },
  { code: 'M-04', type: 'NOTICE', read: 1, hours: 50, title: t('关于第一季度集中采购的通知', 'Q1 central purchasing notice'), content: t('请于本月 25 日前提交第一季度采购申请。', 'Please submit your Q1 requests by the 25th.') },
  { code: 'M-05', type: 'SYSTEM', read: 1, hours: 120, title: t('欢迎使用采购商城', 'Welcome to the mall'), content: t('在顶部搜索商品，购物车与消息随时可见。', 'Search goods from the top bar; the cart and messages are always one click away.') },
  { code: 'M-06', type: 'ORDER', read: 0, hours: 0, title: t('订单待付款', 'Order waiting for payment'), content: t('您有一笔在线支付的订单尚未付款。', 'An order paid online is waiting for payment.') },
];


/** The demo buyers and members: the users who read messages and shop. */
export const DEMO_BUYERS = `(u.login_name like '%.buyer' or u.login_name like '%.member')`;

export const homePart: SeedPart = {
  name: 'home',
  async run(tx) {
    await tx.query(
      `insert into product_groups (tenant_id, channel, group_code, group_type, order_type, title, subtitle, banners, label_name, block_seq)
       select tn.id, ch.channel, g.code, g.type, g."orderType", g.title, g.subtitle,
              coalesce((select jsonb_agg(jsonb_set(jsonb_set(b, '{title,zh_CN}', to_jsonb(replace(b #>> '{title,zh_CN}', '{tenant}', tn.tenant_name))),
                                        '{title,en_US}', to_jsonb(replace(b #>> '{title,en_US}', '{tenant}', tn.tenant_name))))
                          from jsonb_array_elements(g.banners) b), '[]'), g.label, g.seq
         from tenants tn
         cross join (values ('ENTERPRISE'), ('PERSONAL')) as ch(channel)
         cross join jsonb_to_recordset($1::jsonb) as g(code text, type int, seq int, "orderType" int, title jsonb, subtitle jsonb, banners jsonb, label text)
       on conflict (tenant_id, channel, group_code) do nothing`,
      [JSON.stringify(GROUPS.map((g) => ({ ...g, banners: g.banners ?? [] })))],
    );
    // Activity: the goods furthest below their market price; agreement groups: CATA goods by
    // sales, each group its own slice so the three do not repeat one another.
    await tx.query(
      `insert into product_group_assigns (group_id, product_id, seq)
       select g.id, p.id, p.rn
         from product_groups g
         cross join lateral (
           select x.id, row_number() over (order by x.score desc, x.id)::int as rn from (
             select pr.id,
                    case when g.group_type = 4 then (pr.market_price - pr.price) / pr.market_price
                         else pr.sales_volume::numeric end as score,
                    row_number() over (order by pr.sales_volume desc, pr.id) as pos
               from products pr
              where pr.tenant_id = g.tenant_id and pr.shelf_flag = 1
                and (g.group_type <> 4 or (pr.market_price is not null and pr.market_price > pr.price))
                and (g.group_type = 4 or pr.product_source = 'CATA')
           ) x
           where g.group_type = 4 or x.pos % 3 = g.group_type - 5
           order by x.score desc, x.id limit 12
         ) p
        where g.group_type between 4 and 7
       on conflict do nothing`,
    );
    await tx.query(
      `insert into bulletin_boards (tenant_id, bulletin_code, title, content, top_flag, published_at)
       select tn.id, b.code, b.title, b.content, b.top, now() - b.days * interval '1 day'
         from tenants tn cross join jsonb_to_recordset($1::jsonb) as b(code text, top int, days int, title jsonb, content jsonb)
       on conflict (tenant_id, bulletin_code) do nothing`,
      [JSON.stringify(BULLETINS)],
    );
    await tx.query(
      `insert into user_messages (tenant_id, user_id, message_code, message_type, title, content, read_flag, created_at)
       select u.tenant_id, u.id, m.code, m.type, m.title, m.content, m.read, now() - m.hours * interval '1 hour'
         from users u cross join jsonb_to_recordset($1::jsonb) as m(code text, type text, read int, hours int, title jsonb, content jsonb)
        where ${DEMO_BUYERS}
       on conflict (user_id, message_code) do nothing`,
      [JSON.stringify(MESSAGES)],
    );
  },
};
