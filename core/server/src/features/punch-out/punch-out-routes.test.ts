// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../http/messages';
import { failedShape, signIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_PUNCH_OUT_SECRET } from './punch-out-seed';
import { child, childrenNamed, parseXml, textAt, type XmlElement } from './xml-tree';

let server: TestServer;
let org: number;
let products: { id: number; itemCode: string; productName: string; price: string; uomName: string; currencyCode: string }[];
const HOOK = 'http://127.0.0.1:9/requisition/hook';

beforeAll(async () => {
  server = await testServer();
  const [user] = await server.db.query<{ organizationId: number }>(`select organization_id as "organizationId" from users where login_name = 'lilith.buyer'`);
  org = Number(user!.organizationId);
  products = await server.db.query(
    `select p.id::int as id, item_code as "itemCode", product_name as "productName", price::text as price, uom_name as "uomName", currency_code as "currencyCode"
       from products p join tenants t on t.id = p.tenant_id where t.tenant_num = 'LILITH' and shelf_flag = 1
          -- goods any whole quantity may buy (the open cart keeps the cart's quantity rules)
          and min_purchase_quantity = 1 and min_package_quantity = 1 and max_purchase_quantity is null and purchase_quantity_limit is null
        order by p.id limit 3`,
  );
}, 300_000);
afterAll(() => server.close());

/** What a refusal could have stored: the punch-out tables (cheaper than a whole-database fingerprint). */
const stored = async () =>
  JSON.stringify(await server.db.query(`select (select count(*) from punchout_sessions) as s, (select count(*) from punchout_lines) as l, (select string_agg(status, ',' order by id) from punchout_sessions) as st`));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')!;
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  server.app.inject({ method, url: `/smal/v1/${org}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

function ociUrl(params: Record<string, string>) {
  return `/punchout/oci?${new URLSearchParams({ HOOK_URL: HOOK, USERNAME: 'lilith.buyer', PASSWORD: DEMO_PUNCH_OUT_SECRET, OCI_VERSION: '4.0', ...params })}`;
}

function setupRequest(options: { secret?: string; operation?: string; items?: string; cookie?: string; formPost?: string } = {}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1@srm.example" timestamp="2026-11-24T09:00:00+00:00">
  <Header>
    <From><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>PROCUREMENT-MALL</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity><SharedSecret>${options.secret ?? DEMO_PUNCH_OUT_SECRET}</SharedSecret></Credential><UserAgent>SRM</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="${options.operation ?? 'create'}">
    <BuyerCookie>${options.cookie ?? 'cookie-42'}</BuyerCookie>
    <Extrinsic name="UserEmail">lilith.buyer@example.com</Extrinsic>
    <BrowserFormPost><URL>${options.formPost ?? HOOK}</URL></BrowserFormPost>
    ${options.items ?? ''}
  </PunchOutSetupRequest></Request>
</cXML>`;
}
const postCxml = (body: string) => server.app.inject({ method: 'POST', url: '/punchout/cxml', headers: { 'content-type': 'text/xml', 'accept-language': 'en-US' }, payload: body });

/** cXML check-in through the start page; answers the buyer's token. */
async function cxmlSession(options: Parameters<typeof setupRequest>[0] = {}) {
  const response = await postCxml(setupRequest(options));
  expect(response.statusCode).toBe(200);
  const doc = parseXml(response.body);
  expect(child(child(doc, 'Response'), 'Status')!.attributes).toMatchObject({ code: '200' });
  const startPage = textAt(doc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')!;
  const start = await server.app.inject({ method: 'GET', url: new URL(startPage).pathname + new URL(startPage).search });
  expect(start.statusCode).toBe(302);
  return { token: tokenOf(start.headers.location as string), startPage };
}

/** Reads a returned form as the requisition system's server would read the browser's post. */
const posted = (form: { fields: { name: string; value: string }[] }) => new URLSearchParams(form.fields.map((f) => [f.name, f.value]));

/** Opens the send page and reads its form as a browser would post it: action and fields. */
async function sendPage(sendUrl: string) {
  const page = await server.app.inject({ method: 'GET', url: sendUrl, headers: { 'accept-language': 'en-US' } });
  expect(page.statusCode).toBe(200);
  const html = parseXml(page.body);
  const form = child(child(html, 'body'), 'form')!;
  const fields = new URLSearchParams(childrenNamed(form, 'input').map((i) => [i.attributes.name!, i.attributes.value!]));
  return { action: form.attributes.action, fields, csp: String(page.headers['content-security-policy']), nonce: child(child(html, 'body'), 'script')!.attributes.nonce };
}

describe('OCI check-in and return', () => {
  it('signs the buyer in on /req-open-cart, keeps the open cart apart, and posts NEW_ITEM fields back to the HOOK_URL', async () => {
    const checkIn = await server.app.inject({ method: 'GET', url: ociUrl({ OCICANCEL: 'http://127.0.0.1:9/requisition/cancel' }) });
    expect(checkIn.statusCode).toBe(302);
    const location = new URL(checkIn.headers.location as string);
    expect(location.pathname).toBe('/req-open-cart');
    const token = tokenOf(location.href);
    expect((await call(token, 'POST', '/punchout/check-in')).json()).toMatchObject({ protocol: 'OCI', operation: 'create', editable: true, lines: [] });

    const [a, b] = products;
    const updated = await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: a!.id, quantity: 3 }, { productId: b!.id, quantity: 1 }] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    // The open cart is its own: the buyer's normal cart lines are untouched.
    const normalCart = await server.db.query(`select 1 from cart_lines where product_id = any($1::bigint[]) and owner_id = (select id from users where login_name = 'lilith.buyer')`, [[a!.id, b!.id]]);
    expect(normalCart).toEqual([]);

    const returned = await call(token, 'POST', '/punchout/return');
    expect(returned.statusCode).toBe(200);
    const form = returned.json();
    expect(form).toMatchObject({ method: 'POST', action: HOOK });
    const fields = posted(form);
    for (const [n, product, quantity] of [[1, a!, '3'], [2, b!, '1']] as const) {
      expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe([...product.productName].slice(0, 40).join(''));
      expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(quantity);
      expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toBe(String(Number(product.price)));
      expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe(product.currencyCode);
      expect(fields.get(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe('1');
      expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toMatch(/^[A-Z]{2,3}$/);
      expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(product.itemCode);
    }
    expect(fields.get('NEW_ITEM-PRICE[1]')).not.toContain(',');
    // The browser posts the same fields from the server-rendered page, whose policy admits only the HOOK_URL's origin.
    const page = await sendPage(form.sendUrl);
    expect(page.action).toBe(HOOK);
    expect([...page.fields]).toEqual([...fields]);
    expect(page.csp.split('; ')).toContain("form-action 'self' http://127.0.0.1:9");
    expect(page.csp).toContain(`script-src 'self' 'nonce-${page.nonce}'`);
    expect((await server.app.inject({ method: 'GET', url: form.sendUrl })).statusCode).toBe(410);
    // Returned: the session is closed for changes.
    const after = await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: a!.id, quantity: 1 }] });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject(failedShape('punchout.session.closed'));
  });

  it('cancels to OCICANCEL without items', async () => {
    const checkIn = await server.app.inject({ method: 'GET', url: ociUrl({ OCICANCEL: 'http://127.0.0.1:9/requisition/cancel' }) });
    const token = tokenOf(checkIn.headers.location as string);
    await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: products[0]!.id, quantity: 2 }] });
    const cancelled = await call(token, 'POST', '/punchout/cancel');
    expect(cancelled.json()).toMatchObject({ action: 'http://127.0.0.1:9/requisition/cancel', fields: [], itemCount: 0 });
    const page = await sendPage(cancelled.json().sendUrl);
    expect(page.action).toBe('http://127.0.0.1:9/requisition/cancel');
    expect([...page.fields]).toEqual([]);
  });

  it('refuses a wrong shared secret and a HOOK_URL that is not http(s), storing nothing', async () => {
    const before = await stored();
    const wrong = await server.app.inject({ method: 'GET', url: ociUrl({ PASSWORD: 'guess' }), headers: { 'accept-language': 'en-US' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('The requisition system could not be verified: wrong identity, user or shared secret');
    const script = await server.app.inject({ method: 'GET', url: ociUrl({ HOOK_URL: 'javascript:alert(1)' }), headers: { 'accept-language': 'en-US' } });
    expect(script.statusCode).toBe(400);
    expect(script.body).toBe('The return address (HOOK_URL or BrowserFormPost) must be an http or https address');
    expect(await stored()).toBe(before);
  });

  it('answers 404 to a normal sign-in and 410 once the session expired', async () => {
    const normal = await signIn(server.app, 'lilith.buyer');
    const none = await call(normal.token, 'GET', '/open-cart');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject(failedShape('punchout.session.none'));
    const checkIn = await server.app.inject({ method: 'GET', url: ociUrl({}) });
    const token = tokenOf(checkIn.headers.location as string);
    await server.db.query(`update punchout_sessions set expires_at = now() - interval '1 second' where id = (select max(id) from punchout_sessions)`);
    const expired = await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: products[0]!.id, quantity: 1 }] });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject(failedShape('punchout.session.expired'));
  });
});

describe('open cart check (open-cart/pre-req) and the return it guards', () => {
  interface PreReq {
    passed: boolean;
    messages: string[];
    lines: { productId: number; itemCode: string; errorMessage: string }[];
  }
  it('finds goods in two currencies and goods no longer on sale, refuses the return with it, and passes once the cart is fixed', async () => {
    const token = tokenOf((await server.app.inject({ method: 'GET', url: ociUrl({}) })).headers.location as string);
    const [a, b] = products;
    const [foreign] = await server.db.query<{ id: number; itemCode: string }>(
      `select p.id::int as id, item_code as "itemCode" from products p join tenants t on t.id = p.tenant_id
        where t.tenant_num = 'LILITH' and shelf_flag = 1 and currency_code <> $1 and min_purchase_quantity = 1 and min_package_quantity = 1 order by p.id limit 1`,
      [a!.currencyCode],
    );
    expect(foreign).toBeDefined();
    await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: a!.id, quantity: 1 }, { productId: b!.id, quantity: 1 }, { productId: foreign!.id, quantity: 1 }] });
    await server.db.query('update products set shelf_flag = 0 where id = $1', [b!.id]);
    try {
      const check = await call(token, 'POST', '/open-cart/pre-req');
      expect(check.statusCode).toBe(200);
      const found = check.json<PreReq>();
      expect(found.passed).toBe(false);
      expect(found.lines).toEqual([{ productId: b!.id, itemCode: b!.itemCode, errorMessage: expect.any(String) }]);
      expect(found.lines[0]!.errorMessage).toBe(translate('smal.cart.product.unavailable', 'zh_CN'));
      expect(found.messages).toEqual([expect.stringContaining('开放购物车中的商品使用了多种币种')]);
      const before = await stored();
      const refused = await call(token, 'POST', '/punchout/return');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject(failedShape('smal.cart.product.unavailable'));
      expect(await stored()).toBe(before);
    } finally {
      await server.db.query('update products set shelf_flag = 1 where id = $1', [b!.id]);
    }
    // The goods of the other currency refuse the return too, with the spec-less sentence of ours.
    const currencies = await call(token, 'POST', '/punchout/return');
    expect(currencies.statusCode).toBe(422);
    expect(currencies.json()).toMatchObject(failedShape('punchout.cart.currencies'));
    await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: foreign!.id, quantity: 0 }] });
    expect((await call(token, 'POST', '/open-cart/pre-req')).json()).toEqual({ passed: true, messages: [], lines: [] });
    expect((await call(token, 'POST', '/punchout/return')).statusCode).toBe(200);
  });

  it("answers 404 to a normal sign-in and another tenant's buyer, and refuses bad list updates storing nothing", async () => {
    const normal = await signIn(server.app, 'lilith.buyer');
    expect((await call(normal.token, 'POST', '/open-cart/pre-req')).statusCode).toBe(404);
    const stranger = await signIn(server.app, 'golden.buyer');
    const foreign = await server.app.inject({ method: 'POST', url: `/smal/v1/${stranger.user.organizationId}/open-cart/pre-req`, headers: stranger.auth });
    expect(foreign.statusCode).toBe(404);
    const token = tokenOf((await server.app.inject({ method: 'GET', url: ociUrl({}) })).headers.location as string);
    const [goldenProduct] = await server.db.query<{ id: number }>(`select p.id::int as id from products p join tenants t on t.id = p.tenant_id where t.tenant_num = 'GOLDEN' limit 1`);
    const before = await stored();
    for (const body of [{ lines: [] }, { lines: [{ productId: products[0]!.id, quantity: -1 }] }, { lines: [{ productId: 'x', quantity: 1 }] }, {}]) {
      expect((await call(token, 'POST', '/open-cart/list-update', body)).statusCode).toBe(400);
    }
    expect((await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: goldenProduct!.id, quantity: 1 }] })).statusCode).toBe(404);
    // The cart's quantity rules hold in the open cart too: below a product's minimum purchase is refused.
    const [bulk] = await server.db.query<{ id: number; min: number }>(
      `select p.id::int as id, min_purchase_quantity::float8 as min from products p join tenants t on t.id = p.tenant_id
        where t.tenant_num = 'LILITH' and shelf_flag = 1 and min_purchase_quantity > 1 and uom_precision = 0 order by p.id limit 1`,
    );
    const below = await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: bulk!.id, quantity: bulk!.min - 1 }] });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toContain(String(bulk!.min));
    expect(await stored()).toBe(before);
  });
});

describe('cXML check-in and PunchOutOrderMessage', () => {
  it('answers a start page used once, and returns the cart in cXML content-model order with the BuyerCookie', async () => {
    const { token, startPage } = await cxmlSession({ cookie: 'cookie-77' });
    const again = await server.app.inject({ method: 'GET', url: new URL(startPage).pathname + new URL(startPage).search });
    expect(again.statusCode).toBe(410);
    const [a, b] = products;
    await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: a!.id, quantity: 2 }, { productId: b!.id, quantity: 5 }] });
    const returned = await call(token, 'POST', '/punchout/return');
    expect(returned.statusCode).toBe(200);
    const page = await sendPage(returned.json().sendUrl);
    expect(page.action).toBe(HOOK);
    const doc = parseXml(page.fields.get('cxml-urlencoded')!);
    expect(doc.name).toBe('cXML');
    expect(doc.attributes.payloadID).toMatch(/@/);
    expect(Number.isNaN(Date.parse(doc.attributes.timestamp!))).toBe(false);
    expect(doc.children.map((c) => c.name)).toEqual(['Header', 'Message']);
    const header = child(doc, 'Header')!;
    expect(header.children.map((c) => c.name)).toEqual(['From', 'To', 'Sender']);
    expect(textAt(header, 'To', 'Credential', 'Identity')).toBe('LILITH-SRM');
    expect(child(child(header, 'Sender'), 'Credential')).toBeDefined();
    const message = child(child(doc, 'Message'), 'PunchOutOrderMessage')!;
    expect(message.children.map((c) => c.name)).toEqual(['BuyerCookie', 'PunchOutOrderMessageHeader', 'ItemIn', 'ItemIn']);
    expect(textAt(message, 'BuyerCookie')).toBe('cookie-77');
    const messageHeader = child(message, 'PunchOutOrderMessageHeader')!;
    expect(messageHeader.attributes.operationAllowed).toBe('edit');
    const money = child(child(messageHeader, 'Total'), 'Money')!;
    const expectedTotal = Number((Math.round(2 * Number(a!.price) * 100) / 100 + Math.round(5 * Number(b!.price) * 100) / 100).toFixed(2));
    expect(Number(money.text)).toBeCloseTo(expectedTotal, 2);
    expect(money.attributes.currency).toBe(a!.currencyCode);
    const items = childrenNamed(message, 'ItemIn').map((item: XmlElement) => ({
      quantity: item.attributes.quantity,
      part: textAt(item, 'ItemID', 'SupplierPartID'),
      price: Number(textAt(item, 'ItemDetail', 'UnitPrice', 'Money')),
      description: child(child(item, 'ItemDetail'), 'Description')!,
      uom: textAt(item, 'ItemDetail', 'UnitOfMeasure'),
      detail: child(item, 'ItemDetail')!.children.map((c) => c.name).slice(0, 3),
    }));
    expect(items.map((i) => [i.quantity, i.part, i.price])).toEqual([
      ['2', a!.itemCode, Number(a!.price)],
      ['5', b!.itemCode, Number(b!.price)],
    ]);
    expect(items[0]!.description.attributes['xml:lang']).toMatch(/^(zh-CN|en-US)$/);
    expect(items[0]!.description.text).toBe(a!.productName);
    expect(items[0]!.detail).toEqual(['UnitPrice', 'Description', 'UnitOfMeasure']);
    expect(items[0]!.uom).toMatch(/^[A-Z]{2,3}$/);
  });

  it('starts an edit session from the items sent, and an inspect session cannot change the cart', async () => {
    const [a] = products;
    const item = `<ItemOut quantity="4"><ItemID><SupplierPartID>${a!.itemCode}</SupplierPartID><SupplierPartAuxiliaryID>AUX-1</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
    const edit = await cxmlSession({ operation: 'edit', items: item });
    expect((await call(edit.token, 'GET', '/open-cart')).json()).toMatchObject({ operation: 'edit', lines: [{ productId: a!.id, quantity: 4, supplierAuxId: 'AUX-1' }] });
    const inspect = await cxmlSession({ operation: 'inspect', items: item });
    const change = await call(inspect.token, 'POST', '/open-cart/list-update', { lines: [{ productId: a!.id, quantity: 1 }] });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject(failedShape('punchout.session.inspect'));
    const document = posted((await call(inspect.token, 'POST', '/punchout/return')).json()).get('cxml-urlencoded')!;
    expect(child(child(child(parseXml(document), 'Message'), 'PunchOutOrderMessage'), 'PunchOutOrderMessageHeader')!.attributes.operationAllowed).toBe('inspect');
  });

  it.each([
    ['a bad shared secret', setupRequest({ secret: 'wrong' }), 401, 'The requisition system could not be verified: wrong identity, user or shared secret'],
    ['a malformed document', '<cXML><Header></cXML>', 400, 'The cXML document is not well-formed XML'],
    [
      'an internal DTD with an external entity',
      setupRequest().replace('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">', '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>').replace('cookie-42', '&xxe;'),
      400,
      'The cXML document declares its own DTD content, which is not accepted',
    ],
    ['an oversized document', setupRequest({ cookie: 'x'.repeat(300 * 1024) }), 413, 'The cXML document is too large (at most 256 kB, 5000 elements)'],
    ['a BrowserFormPost that is not http(s)', setupRequest({ formPost: 'file:///etc/passwd' }), 400, 'The return address (HOOK_URL or BrowserFormPost) must be an http or https address'],
  ])('refuses %s with a cXML status and stores nothing', async (_name, body, status, text) => {
    const before = await stored();
    const response = await postCxml(body);
    expect(response.statusCode).toBe(status);
    const statusElement = child(child(parseXml(response.body), 'Response'), 'Status')!;
    expect(statusElement.attributes).toEqual({ code: String(status), text });
    expect(await stored()).toBe(before);
  });
});

describe('embedded order cancel (orders/batch-order-cancel)', () => {
  it("cancels the caller's cancellable orders of the batch, refuses another tenant id and a colleague", async () => {
    const buyer = await signIn(server.app, 'lilith.buyer');
    const [order] = await server.db.query<{ batchNum: string }>(
      `select batch_num as "batchNum" from orders where owner_id = $1 and status in ('WAITING_APPROVE', 'PENDING_PAYMENT', 'SUBMITTED') order by id limit 1`,
      [buyer.user.id],
    );
    expect(order).toBeDefined();
    const path = `/smodr/v1/${org}/orders/batch-order-cancel`;
    const post = (who: { token: string }, body: object) => server.app.inject({ method: 'POST', url: path, headers: bearer(who.token), payload: body });
    const colleague = await signIn(server.app, 'lilith.member');
    expect((await post(colleague, { tenantId: buyer.user.tenantId, batchNum: order!.batchNum })).statusCode).toBe(404);
    expect((await post(buyer, { tenantId: buyer.user.tenantId + 1, batchNum: order!.batchNum })).statusCode).toBe(403);
    const done = await post(buyer, { tenantId: buyer.user.tenantId, batchNum: order!.batchNum });
    expect(done.statusCode).toBe(200);
    expect(done.json().cancelledCount).toBeGreaterThan(0);
    const left = await server.db.query(`select 1 from orders where batch_num = $1 and owner_id = $2 and status in ('WAITING_APPROVE', 'PENDING_PAYMENT', 'SUBMITTED')`, [order!.batchNum, buyer.user.id]);
    expect(left).toEqual([]);
  });
});
