import type { TestServer } from '../../test/test-server';

/** The requisition system's return address in the punch-out route tests (nothing listens there). */
export const TEST_HOOK = 'http://127.0.0.1:9/requisition/hook';

/** The access token a check-in's redirect hands the buyer's browser (in the address's fragment). */
export const tokenOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')!;

/**
 * The demo punch-out buyer's organisation and a CNY catalogue product any whole quantity may buy
 * (the open cart keeps the cart's quantity rules), for the open-cart route suites.
 */
export async function lilithOpenCart(server: TestServer) {
  const [user] = await server.db.query<{ organizationId: number }>(`select organization_id::int as "organizationId" from users where login_name = 'lilith.buyer'`);
  const [product] = await server.db.query<{ id: number; itemCode: string; price: number; currencyCode: string }>(
    `select p.id::int as id, item_code as "itemCode", price::float8 as price, currency_code as "currencyCode" from products p join tenants t on t.id = p.tenant_id
      where t.tenant_num = 'LILITH' and shelf_flag = 1 and currency_code = 'CNY'
        and min_purchase_quantity = 1 and min_package_quantity = 1 and max_purchase_quantity is null and purchase_quantity_limit is null
      order by p.id limit 1`,
  );
  const org = user!.organizationId;
  /** A call to the mall's API as the holder of `token`. */
  const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object, orgId = org) =>
    server.app.inject({ method, url: `/smal/v1/${orgId}${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { org, product: product!, call };
}

/** One line of the open-cart answer, as the route suites read it. */
export interface OpenCartLineAnswer {
  lineId: number;
  productId: number | null;
  productSource: string;
  productName: string;
  quantity: number;
  latestPrice: number;
  totalPrice: number;
  uomName: string;
  uomCode: string;
  currencyCode: string;
  supplierAuxId: string | null;
  remark: string | null;
  deliveryCycle: number;
}
