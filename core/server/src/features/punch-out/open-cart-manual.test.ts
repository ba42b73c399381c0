// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedShape, signIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_PUNCH_OUT_SECRET } from './punch-out-seed';
import { lilithOpenCart, TEST_HOOK as HOOK, tokenOf, type OpenCartLineAnswer as Line } from './punch-out-test-kit';
import { child, childrenNamed, parseXml, textAt } from './xml-tree';

let server: TestServer;
let org: number;
let product: { id: number; itemCode: string; price: number; currencyCode: string };
let addressId: number;
let call: Awaited<ReturnType<typeof lilithOpenCart>>['call'];

beforeAll(async () => {
  server = await testServer();
  ({ org, product, call } = await lilithOpenCart(server));
  const buyer = await signIn(server.app, 'lilith.buyer');
  const [address] = (await server.app.inject({ method: 'GET', url: `/smal/v1/${org}/addresss/list/choose?addressType=RECEIVER`, headers: buyer.auth })).json() as { addressId: number }[];
  addressId = address!.addressId;
}, 300_000);
afterAll(() => server.close());

const ociSession = async () => {
  const query = new URLSearchParams({ HOOK_URL: HOOK, USERNAME: 'lilith.buyer', PASSWORD: DEMO_PUNCH_OUT_SECRET, OCI_VERSION: '4.0' });
  return tokenOf((await server.app.inject({ method: 'GET', url: `/punchout/oci?${query}` })).headers.location as string);
};
/** spec 3 section 7: the manual cart save's body carries cartSource MANUAL and openCartFlag. */
const manual = (line: object = {}) => ({ cartSource: 'MANUAL', openCartFlag: 1, productName: 'Conference badge printing, 2 colours', quantity: 40, uomName: '个', unitPrice: 2.5, ...line });
const save = (token: string, line: object = {}) => call(token, 'POST', '/open-cart/manual-create', manual(line));
const stored = async () => JSON.stringify(await server.db.query(`select id, session_id, product_id, product_source, quantity::text, manual_name, manual_key from punchout_lines order by id`));


describe('manual cart save (open-cart/manual-create, cartSource MANUAL)', () => {
  it('adds a free-text line that the cart, the check, the submit and the OCI return all carry', async () => {
    const token = await ociSession();
    await call(token, 'POST', '/open-cart/list-update', { lines: [{ productId: product.id, quantity: 2 }] });
    const extras = { remark: 'Logo file follows by mail', supplierName: 'Local print shop', deliveryCycle: 4 };
    const saved = await save(token, extras);
    expect(saved.statusCode).toBe(200);
    const cart = saved.json<{ lines: Line[]; totalAmount: number; savedLineId: number }>();
    const free = cart.lines.find((l) => l.productSource === 'MANUAL')!;
    expect(free).toMatchObject({ lineId: cart.savedLineId, productId: null, productName: 'Conference badge printing, 2 colours', quantity: 40, latestPrice: 2.5, totalPrice: 100, uomCode: 'EA', currencyCode: 'CNY', remark: 'Logo file follows by mail' });
    expect(cart.totalAmount).toBeCloseTo(100 + Math.round(2 * product.price * 100) / 100, 2);
    // The same item saved again (case and spacing aside) is the same line with the new quantity
    // (a save states the whole line: its note, supplier and lead time too).
    const again = (await save(token, { ...extras, productName: '  conference BADGE printing,   2 colours ', quantity: 60 })).json<{ lines: Line[] }>();
    expect(again.lines.filter((l) => l.productSource === 'MANUAL').map((l) => [l.lineId, l.quantity])).toEqual([[free.lineId, 60]]);
    // A manual line is changed through list-update by its line id.
    const changed = (await call(token, 'POST', '/open-cart/list-update', { lines: [{ lineId: free.lineId, quantity: 50 }] })).json<{ lines: Line[] }>();
    expect(changed.lines.find((l) => l.lineId === free.lineId)!.quantity).toBe(50);

    expect((await call(token, 'POST', '/open-cart/pre-req')).json()).toEqual({ passed: true, messages: [], lines: [] });
    const submitted = await call(token, 'POST', '/open-cart/submit', { addressId });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().orderLineList).toEqual([
      expect.objectContaining({ productId: product.id, productSource: 'CATA', cuxBudgetWarningFlag: 0 }),
      expect.objectContaining({ lineId: free.lineId, productId: null, productSource: 'MANUAL', quantity: 50, totalPrice: 125, address: expect.objectContaining({ receiveChannel: 1 }), cuxBudgetWarningFlag: 0 }),
    ]);

    const returned = await call(token, 'POST', '/punchout/return');
    expect(returned.statusCode).toBe(200);
    // Read as the requisition system's server reads the browser's form post.
    const fields = new URLSearchParams(returned.json<{ fields: { name: string; value: string }[] }>().fields.map((f) => [f.name, f.value]));
    expect(fields.get('NEW_ITEM-DESCRIPTION[2]')).toBe('Conference badge printing, 2 colours');
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe('50');
    expect(fields.get('NEW_ITEM-UNIT[2]')).toBe('EA');
    expect(fields.get('NEW_ITEM-PRICE[2]')).toBe('2.5');
    expect(fields.get('NEW_ITEM-CURRENCY[2]')).toBe('CNY');
    expect(fields.get('NEW_ITEM-LEADTIME[2]')).toBe('4');
    expect(fields.get('NEW_ITEM-VENDORMAT[2]')).toBe('');
    expect(fields.getAll('NEW_ITEM-LONGTEXT_2:132[]')).toEqual(['Logo file follows by mail']);
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(product.itemCode);
  });

  it('goes back in a cXML PunchOutOrderMessage as an ItemIn with its handle, price, unit and note', async () => {
    const setup = `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="9@srm.example" timestamp="2026-11-24T09:00:00+00:00"><Header>
  <From><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity></Credential></From>
  <To><Credential domain="NetworkID"><Identity>PROCUREMENT-MALL</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity><SharedSecret>${DEMO_PUNCH_OUT_SECRET}</SharedSecret></Credential></Sender>
</Header><Request><PunchOutSetupRequest operation="create"><BuyerCookie>manual-7</BuyerCookie>
  <Extrinsic name="UserEmail">lilith.buyer@example.com</Extrinsic><BrowserFormPost><URL>${HOOK}</URL></BrowserFormPost>
</PunchOutSetupRequest></Request></cXML>`;
    const answer = await server.app.inject({ method: 'POST', url: '/punchout/cxml', headers: { 'content-type': 'text/xml' }, payload: setup });
    const startPage = new URL(textAt(parseXml(answer.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')!);
    const token = tokenOf((await server.app.inject({ method: 'GET', url: startPage.pathname + startPage.search })).headers.location as string);
    const saved = (await save(token, { quantity: 3, unitPrice: 12.75, remark: 'Blue' })).json<{ savedLineId: number }>();
    const form = (await call(token, 'POST', '/punchout/return')).json<{ fields: { name: string; value: string }[] }>();
    const doc = parseXml(form.fields.find((f) => f.name === 'cxml-urlencoded')!.value);
    const message = child(child(doc, 'Message'), 'PunchOutOrderMessage')!;
    expect(message.children.map((c) => c.name)).toEqual(['BuyerCookie', 'PunchOutOrderMessageHeader', 'ItemIn']);
    expect(textAt(message, 'PunchOutOrderMessageHeader', 'Total', 'Money')).toBe('38.25');
    const [item] = childrenNamed(message, 'ItemIn');
    expect(item!.attributes.quantity).toBe('3');
    expect(textAt(item, 'ItemID', 'SupplierPartID')).toBe(`MANUAL-${saved.savedLineId}`);
    expect(textAt(item, 'ItemID', 'SupplierPartAuxiliaryID')).toBe(`MANUAL-${saved.savedLineId}`);
    expect(item!.children.map((c) => c.name)).toEqual(['ItemID', 'ItemDetail', 'Comments']);
    expect(child(item, 'ItemDetail')!.children.map((c) => c.name).slice(0, 3)).toEqual(['UnitPrice', 'Description', 'UnitOfMeasure']);
    expect(child(child(child(item, 'ItemDetail'), 'UnitPrice'), 'Money')!.attributes.currency).toBe('CNY');
    expect(textAt(item, 'ItemDetail', 'UnitPrice', 'Money')).toBe('12.75');
    expect(textAt(item, 'ItemDetail', 'Description')).toBe('Conference badge printing, 2 colours');
    expect(textAt(item, 'Comments')).toBe('Blue');
  });

  it('makes one line of a parallel double save', async () => {
    const token = await ociSession();
    const answers = await Promise.all([save(token, { quantity: 7 }), save(token, { quantity: 7 }), save(token, { quantity: 7 })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().savedLineId)).size).toBe(1);
    // Re-read what is stored after all three: one line, with the quantity saved.
    const lines = (await call(token, 'GET', '/open-cart')).json<{ lines: Line[] }>().lines;
    expect(lines.map((l) => [l.productSource, l.quantity])).toEqual([['MANUAL', 7]]);
  });

  it('never sends a line saved while the cart goes back unless the return counted it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const token = await ociSession();
      await save(token, { productName: 'First item' });
      const [saved, returned] = await Promise.all([save(token, { productName: 'Late item' }), call(token, 'POST', '/punchout/return')]);
      expect(returned.statusCode).toBe(200);
      const sent = returned.json<{ itemCount: number; sendUrl: string }>();
      // Either the save committed first (and is counted) or it found the session closed and stored nothing.
      expect([saved.statusCode, sent.itemCount]).toEqual(saved.statusCode === 200 ? [200, 2] : [409, 1]);
      // The send page reads the stored lines again: exactly what the return counted.
      const page = await server.app.inject({ method: 'GET', url: sent.sendUrl });
      expect(page.body.match(/name="NEW_ITEM-QUANTITY\[/g)).toHaveLength(sent.itemCount);
    }
  });

  it('refuses a bad body (400) and a broken rule (422), storing nothing', async () => {
    const token = await ociSession();
    await save(token, {});
    const before = await stored();
    for (const body of [
      { ...manual(), cartSource: 'CATA' },
      { ...manual(), openCartFlag: 0 },
      { productName: 'x', quantity: 1, uomName: '个', unitPrice: 1 },
      manual({ productName: '' }),
      manual({ productName: '   ' }),
      manual({ productName: 'x'.repeat(241) }),
      manual({ productName: 'a\u0007b' }),
      manual({ uomName: ' ' }),
      manual({ quantity: 0 }),
      manual({ unitPrice: 0 }),
      manual({ unitPrice: -1 }),
      manual({ currencyCode: 'cny' }),
      manual({ remark: 'x'.repeat(241) }),
    ]) {
      const refused = await call(token, 'POST', '/open-cart/manual-create', body);
      expect([JSON.stringify(body).slice(0, 60), refused.statusCode]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    }
    const blank = await save(token, { productName: '   ' });
    expect(blank.json()).toMatchObject(failedShape('punchout.manual.name.required'));
    const places = await save(token, { quantity: 1.0000001 });
    expect([places.statusCode, places.json().code]).toEqual([422, 'punchout.quantity.precision']);
    // spec 1 section 5: the quantity's maximum is 999999999 over the unit price.
    const amount = await save(token, { quantity: 500_000_000, unitPrice: 2 });
    expect(amount.statusCode).toBe(422);
    expect(amount.json()).toMatchObject(failedShape('punchout.manual.quantity.max'));
    expect(amount.json().message).toBe('按此单价，数量最多为499999999');
    const currency = await save(token, { currencyCode: 'USD' });
    expect([currency.statusCode, currency.json().code]).toEqual([422, 'punchout.cart.currencies']);
    // list-update: a line named by both handles (400), another session's manual line (404).
    const other = await ociSession();
    const foreignLine = (await save(other, { productName: 'Other session item' })).json().savedLineId;
    const afterOther = await stored();
    expect((await call(token, 'POST', '/open-cart/list-update', { lines: [{ lineId: foreignLine, productId: product.id, quantity: 1 }] })).statusCode).toBe(400);
    expect((await call(token, 'POST', '/open-cart/list-update', { lines: [{ quantity: 1 }] })).statusCode).toBe(400);
    const foreign = await call(token, 'POST', '/open-cart/list-update', { lines: [{ lineId: foreignLine, quantity: 0 }] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'punchout.line.not.found']);
    expect(await stored()).toBe(afterOther);
    expect(afterOther).not.toBe(before);
  });

  it('refuses a plain sign-in (404), another tenant (403), an inspect session and a returned cart (409)', async () => {
    const before = await stored();
    const normal = await signIn(server.app, 'lilith.buyer');
    const plain = await save(normal.token);
    expect([plain.statusCode, plain.json().code]).toEqual([404, 'punchout.session.none']);
    const stranger = await signIn(server.app, 'golden.buyer');
    expect((await call(stranger.token, 'POST', '/open-cart/manual-create', manual())).statusCode).toBe(403);
    expect((await call(stranger.token, 'POST', '/open-cart/manual-create', manual(), stranger.user.organizationId)).statusCode).toBe(404);
    const token = await ociSession();
    await save(token);
    await call(token, 'POST', '/punchout/return');
    const afterReturn = await stored();
    const closed = await save(token, { quantity: 3 });
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'punchout.session.closed']);
    await server.db.query(`update punchout_sessions set operation = 'inspect', status = 'OPEN' where id = (select max(id) from punchout_sessions)`);
    const inspect = await save(token, { quantity: 3 });
    expect([inspect.statusCode, inspect.json().code]).toEqual([409, 'punchout.session.inspect']);
    expect(await stored()).toBe(afterReturn);
    expect(afterReturn).not.toBe(before);
  });
});
