// The mall the browser benchmarks measure: core/server on an in-memory database, the core-only
// demo tenant T3 (every core rule on, no tenant plugin), its buyer's cart topped up to `lines`
// lines, and a build of the app served by that server. Used by bench-cart-ui and bench-lighthouse.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, createServer, migrate, seed, tenantsFromConfig } from './core-server.mjs';
import { injectSignIn } from './sign-in-inject.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** Builds the app into `dist` (its own folder: the shared core/app/dist of `npm start` is left alone) unless a build is there and may be reused. */
export function ensureAppBuild(dist, { reuse = true } = {}) {
  if (reuse && existsSync(join(dist, 'index.html'))) return;
  execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { cwd: join(root, 'core/app'), stdio: 'inherit' });
}

export async function startCartMall({ lines, dist }) {
  console.log('Preparing an in-memory database (migrate + seed tenant T3)...');
  const db = await createDb({ kind: 'memory' });
  await migrate(db);
  await seed(db, { tenants: tenantsFromConfig().filter((t) => t.code === 'T3') });
  const [buyer] = await db.query(`select id from users where login_name = 't3.buyer'`);
  // As the seed's carts part does, with every on-shelf product up to `lines` lines.
  await db.query(
    `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id)
     select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, greatest(p.min_purchase_quantity, p.min_package_quantity, 1),
            (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
            (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1)
       from users u join products p on p.tenant_id = u.tenant_id and p.shelf_flag = 1
      where u.id = $1 and not exists (select 1 from cart_lines c where c.owner_id = u.id and c.product_id = p.id)
      order by p.id limit $2 - (select count(*) from cart_lines c where c.owner_id = $1 and c.buy_now_flag = 0)`,
    [buyer.id, lines],
  );
  const [{ n: cartLines }] = await db.query('select count(*)::int as n from cart_lines where owner_id = $1 and buy_now_flag = 0', [buyer.id]);
  if (cartLines !== lines) throw new Error(`the cart holds ${cartLines} lines, not ${lines}`);
  // A returning buyer accepted the privacy term long ago: without this, every page measured
  // opens under the term's dialog, which then is the page's largest paint.
  await db.query(
    `insert into user_statuses (tenant_id, organization_id, user_id, user_end, read_privacy_flag, survey_flag)
     select tenant_id, organization_id, id, 'MALL-PC', 1, 0 from users where id = $1
     on conflict (user_id, user_end) do update set read_privacy_flag = 1`,
    [buyer.id],
  );
  const server = createServer({ db, tokenSecret: 'bench', staticDir: dist });
  const base = (await server.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return {
    base,
    buyerId: buyer.id,
    token: await injectSignIn(server, 't3.buyer'),
    async close() {
      await server.close();
      await db.close();
    },
  };
}
