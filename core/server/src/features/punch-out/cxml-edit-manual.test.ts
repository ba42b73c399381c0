// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedShape } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_PUNCH_OUT_SECRET } from './punch-out-seed';
import { lilithOpenCart, TEST_HOOK as HOOK, tokenOf, type OpenCartLineAnswer as Line } from './punch-out-test-kit';
import { child, childrenNamed, escapeXml, parseXml, textAt, type XmlElement } from './xml-tree';

// Issue 16: "edit sessions start from the items sent in the setup request", manual lines included.
let server: TestServer;
let product: { id: number; itemCode: string };
let call: Awaited<ReturnType<typeof lilithOpenCart>>['call'];

beforeAll(async () => {
  server = await testServer();
  ({ product, call } = await lilithOpenCart(server));
}, 300_000);
afterAll(() => server.close());

const stored = async () => JSON.stringify(await server.db.query(`select (select count(*) from punchout_sessions) as s, (select count(*) from punchout_lines) as l`));

const setup = (operation: string, items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="16@srm.example" timestamp="2026-11-24T09:00:00+00:00"><Header>
  <From><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity></Credential></From>
  <To><Credential domain="NetworkID"><Identity>PROCUREMENT-MALL</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity><SharedSecret>${DEMO_PUNCH_OUT_SECRET}</SharedSecret></Credential></Sender>
</Header><Request><PunchOutSetupRequest operation="${operation}"><BuyerCookie>edit-16</BuyerCookie>
  <Extrinsic name="UserEmail">lilith.buyer@example.com</Extrinsic><BrowserFormPost><URL>${HOOK}</URL></BrowserFormPost>
  ${items}
</PunchOutSetupRequest></Request></cXML>`;
const postSetup = (body: string) => server.app.inject({ method: 'POST', url: '/punchout/cxml', headers: { 'content-type': 'text/xml', 'accept-language': 'en-US' }, payload: body });

/** A setup request through its start page; answers the buyer's token. */
async function session(operation: string, items = '') {
  const answer = await postSetup(setup(operation, items));
  expect([answer.statusCode, child(child(parseXml(answer.body), 'Response'), 'Status')!.attributes.text]).toEqual([200, 'OK']);
  const start = new URL(textAt(parseXml(answer.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')!);
  return tokenOf((await server.app.inject({ method: 'GET', url: start.pathname + start.search })).headers.location as string);
}

/** The cart's PunchOutOrderMessage, as the requisition system reads the browser's post. */
async function returned(token: string): Promise<XmlElement[]> {
  const form = (await call(token, 'POST', '/punchout/return')).json<{ fields: { name: string; value: string }[] }>();
  return childrenNamed(child(child(parseXml(form.fields.find((f) => f.name === 'cxml-urlencoded')!.value), 'Message'), 'PunchOutOrderMessage'), 'ItemIn');
}

/** Writes a parsed element back as XML: how a requisition system turns the ItemIn it kept into an ItemOut. */
function xml(element: XmlElement, name = element.name): string {
  const attributes = Object.entries(element.attributes).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
  return `<${name}${attributes}>${escapeXml(element.text)}${element.children.map((c) => xml(c)).join('')}</${name}>`;
}

const linesOf = async (token: string) => (await call(token, 'GET', '/open-cart')).json<{ operation: string; lines: Line[] }>();

/** A MANUAL ItemOut as the mall's return writes its ItemIn, with `detail` replacing parts of it. */
const manualItem = (detail: { quantity?: string; price?: string; currency?: string; description?: string; uom?: string; comments?: string; extra?: string } = {}) =>
  `<ItemOut quantity="${detail.quantity ?? '2'}"><ItemID><SupplierPartID>MANUAL-5</SupplierPartID><SupplierPartAuxiliaryID>MANUAL-5</SupplierPartAuxiliaryID></ItemID>` +
  `<ItemDetail><UnitPrice><Money currency="${detail.currency ?? 'CNY'}">${detail.price ?? '12.75'}</Money></UnitPrice>` +
  `<Description xml:lang="en-US">${detail.description ?? 'Conference badge printing'}</Description><UnitOfMeasure>${detail.uom ?? 'BX'}</UnitOfMeasure>${detail.extra ?? ''}</ItemDetail>` +
  (detail.comments === undefined ? '' : `<Comments xml:lang="en-US">${detail.comments}</Comments>`) +
  `</ItemOut>`;

describe('cXML edit session with manual lines (PunchOutSetupRequest operation="edit")', () => {
  it('brings back the manual line it sent out, beside the catalogue line, and returns both again', async () => {
    const first = await session('create');
    const saved = (
      await call(first, 'POST', '/open-cart/manual-create', { cartSource: 'MANUAL', openCartFlag: 1, productName: 'Conference badge printing, 2 colours', quantity: 3, uomName: '箱', unitPrice: 12.75, deliveryCycle: 12, remark: 'Blue lanyards' })
    ).json<{ savedLineId: number }>();
    expect((await call(first, 'POST', '/open-cart/list-update', { lines: [{ productId: product.id, quantity: 2 }] })).statusCode).toBe(200);
    const sent = await returned(first);
    expect(sent.map((i) => textAt(i, 'ItemID', 'SupplierPartID'))).toEqual([`MANUAL-${saved.savedLineId}`, product.itemCode]);

    // The requisition system opens the requisition again, sending back what it received.
    const edit = await session('edit', sent.map((item) => xml(item, 'ItemOut')).join(''));
    const cart = await linesOf(edit);
    expect(cart.operation).toBe('edit');
    const [manual, catalogue] = cart.lines;
    expect(catalogue).toMatchObject({ productId: product.id, productSource: 'CATA', quantity: 2 });
    expect(manual).toMatchObject({
      productId: null,
      productSource: 'MANUAL',
      productName: 'Conference badge printing, 2 colours',
      quantity: 3,
      latestPrice: 12.75,
      currencyCode: 'CNY',
      // The unit comes back as the code it went out as (箱 -> BX), and goes out as BX again.
      uomName: 'BX',
      deliveryCycle: 12,
      remark: 'Blue lanyards',
      // The old handle named the closed session's line: not kept as an auxiliary id.
      supplierAuxId: null,
    });
    // A new line of the new session, not the old one.
    expect(manual!.lineId).not.toBe(saved.savedLineId);

    const again = await returned(edit);
    expect(again).toHaveLength(2);
    const item = again[0]!;
    expect(item.attributes.quantity).toBe('3');
    expect(textAt(item, 'ItemID', 'SupplierPartID')).toBe(`MANUAL-${manual!.lineId}`);
    expect(textAt(item, 'ItemID', 'SupplierPartAuxiliaryID')).toBe(`MANUAL-${manual!.lineId}`);
    expect(textAt(item, 'ItemDetail', 'UnitPrice', 'Money')).toBe('12.75');
    expect(child(child(child(item, 'ItemDetail'), 'UnitPrice'), 'Money')!.attributes.currency).toBe('CNY');
    expect(textAt(item, 'ItemDetail', 'Description')).toBe('Conference badge printing, 2 colours');
    expect(textAt(item, 'ItemDetail', 'UnitOfMeasure')).toBe('BX');
    expect(textAt(item, 'Comments')).toBe('Blue lanyards');
    expect(textAt(again[1], 'ItemID', 'SupplierPartID')).toBe(product.itemCode);
  });

  it("keeps the requisition system's own auxiliary id, picks the buyer's Description, and makes one line of the same item twice", async () => {
    const ownAux = manualItem({ quantity: '1.5', description: 'Badge', extra: '' })
      .replace('<SupplierPartAuxiliaryID>MANUAL-5</SupplierPartAuxiliaryID>', '<SupplierPartAuxiliaryID>REQ-77/3</SupplierPartAuxiliaryID>')
      // lilith.buyer reads Chinese: of two Descriptions, the zh-CN one is kept.
      .replace('<Description xml:lang="en-US">Badge</Description>', '<Description xml:lang="en-US">Badge</Description><Description xml:lang="zh-CN">\n   胸牌印刷\n  </Description>');
    const twice = manualItem({ quantity: '0.25', description: 'Lanyard', uom: 'EA' });
    const edit = await session('edit', ownAux + twice + twice.replace('MANUAL-5', 'MANUAL-6'));
    const { lines } = await linesOf(edit);
    expect(lines.map((l) => [l.productName, l.quantity, l.uomName, l.supplierAuxId])).toEqual([
      ['胸牌印刷', 1.5, 'BX', 'REQ-77/3'],
      ['Lanyard', 0.5, 'EA', null],
    ]);
    const [badge] = await returned(edit);
    expect(textAt(badge, 'ItemID', 'SupplierPartID')).toBe(`MANUAL-${lines[0]!.lineId}`);
    expect(textAt(badge, 'ItemID', 'SupplierPartAuxiliaryID')).toBe('REQ-77/3');
  });

  it.each([
    ['no Description', manualItem({ description: '' }).replace('<Description xml:lang="en-US"></Description>', ''), 'Description is missing or outside what a manual line allows'],
    ['a blank Description', manualItem({ description: '   ' }), 'Enter the product name'],
    ['a Description of 241 characters', manualItem({ description: 'x'.repeat(241) }), 'Description is missing or outside what a manual line allows'],
    ['a control character', manualItem({ description: 'a&#x7F;b' }), 'Description is missing or outside what a manual line allows'],
    ['no unit', manualItem({ uom: '' }), 'UnitOfMeasure is missing or outside what a manual line allows'],
    ['a zero price', manualItem({ price: '0' }), 'UnitPrice/Money is missing or outside what a manual line allows'],
    ['a price in exponent form', manualItem({ price: '1e3' }), 'UnitPrice/Money is missing or outside what a manual line allows'],
    ['a lower-case currency', manualItem({ currency: 'cny' }), 'Money@currency is missing or outside what a manual line allows'],
    ['a price of 7 places', manualItem({ price: '1.0000001' }), 'The unit price allows at most 6 decimal places'],
    ['a quantity of 7 places', manualItem({ quantity: '1.0000001' }), 'The quantity allows at most 6 decimal places'],
    // spec 1 section 5: a line's amount stays within 999999999.
    ['an amount over 999999999', manualItem({ quantity: '500000000', price: '2' }), 'At this unit price the quantity can be at most 499999999'],
    ['Comments of 241 characters', manualItem({ comments: 'x'.repeat(241) }), 'Comments is missing or outside what a manual line allows'],
    ['a LeadTime that is no whole number of days', manualItem({ extra: '<LeadTime>2.5</LeadTime>' }), 'LeadTime is missing or outside what a manual line allows'],
    ['a currency other than the catalogue item', `<ItemOut quantity="1"><ItemID><SupplierPartID>ITEM</SupplierPartID></ItemID></ItemOut>${manualItem({ currency: 'USD' })}`, 'The open cart holds goods priced in several currencies (CNY, USD); a requisition goes back in one currency'],
  ])('refuses a MANUAL item with %s, storing nothing (not even the good items beside it)', async (_name, items, reason) => {
    const before = await stored();
    const answer = await postSetup(setup('edit', manualItem({ description: 'A good one' }) + items.replace('ITEM', product.itemCode)));
    expect(answer.statusCode).toBe(400);
    const status = child(child(parseXml(answer.body), 'Response'), 'Status')!;
    expect(status.attributes).toMatchObject({ code: '400', text: `The manual item MANUAL-5 of the setup request cannot be taken: ${reason}` });
    expect(child(parseXml(answer.body), 'Response')!.children.map((c) => c.name)).toEqual(['Status']);
    expect(await stored()).toBe(before);
  });

  it('answers the refusal in Chinese to a Chinese requisition system', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/punchout/cxml', headers: { 'content-type': 'text/xml', 'accept-language': 'zh-CN' }, payload: setup('edit', manualItem({ uom: '' })) });
    expect(child(child(parseXml(answer.body), 'Response'), 'Status')!.attributes.text).toBe('设置请求中的手工商品 MANUAL-5 无法接收：UnitOfMeasure 缺失或超出手工行允许的范围');
  });

  it('shows an inspect session its manual line, and lets nothing change it', async () => {
    const inspect = await session('inspect', manualItem({ comments: 'Keep' }));
    const { lines } = await linesOf(inspect);
    expect(lines).toMatchObject([{ productSource: 'MANUAL', productName: 'Conference badge printing', quantity: 2, remark: 'Keep' }]);
    const before = await stored();
    const save = await call(inspect, 'POST', '/open-cart/manual-create', { cartSource: 'MANUAL', openCartFlag: 1, productName: 'More', quantity: 1, uomName: 'EA', unitPrice: 1 });
    const update = await call(inspect, 'POST', '/open-cart/list-update', { lines: [{ lineId: lines[0]!.lineId, quantity: 9 }] });
    for (const refused of [save, update]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject(failedShape('punchout.session.inspect'));
    }
    expect(await stored()).toBe(before);
    expect((await linesOf(inspect)).lines[0]!.quantity).toBe(2);
  });

  it('gives each of two parallel edit setups its own session and its own manual line', async () => {
    const [a, b] = await Promise.all([session('edit', manualItem()), session('edit', manualItem())]);
    const [linesA, linesB] = await Promise.all([linesOf(a), linesOf(b)]);
    expect(linesA.lines).toHaveLength(1);
    expect(linesB.lines).toHaveLength(1);
    expect(linesA.lines[0]!.lineId).not.toBe(linesB.lines[0]!.lineId);
  });
});
