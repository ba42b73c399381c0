// Issue 16, open cart as punch-out in a real browser: a simulated requisition system on
// localhost starts an OCI session and a cXML session for the internet firm's buyer, the buyer
// shops on /req-open-cart, returns the cart, and the requisition system receives exactly the
// items, quantities and prices the mall showed (the OCI form post read as a server reads it, the
// cXML PunchOutOrderMessage read with a real XML parser), a free-text manual line included.
// e2e-shares: lilith
import { createServer } from 'node:http';
import { SaxesParser } from 'saxes';
import { acceptPrivacyTerm, confirmIdentity } from '../sign-in.mjs';

const SECRET = 'punch-out-demo-secret';

/** The requisition system: records every form post to /oci-hook and /cxml-hook. */
async function requisitionSystem() {
  const received = [];
  const waiting = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const post = { path: new URL(req.url, 'http://x').pathname, method: req.method, type: req.headers['content-type'], body };
      received.push(post);
      waiting.splice(0).forEach((resolve) => resolve(post));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!DOCTYPE html><html><body><h1>Requisition received</h1></body></html>');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const next = (count) =>
    received.length > count ? Promise.resolve(received[count]) : new Promise((resolve) => waiting.push(resolve));
  return { origin, received, next, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A small element tree from saxes (namespaces on, so xml:lang reads as an attribute). */
function parseXml(text) {
  const parser = new SaxesParser({ xmlns: false });
  const root = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('opentag', (tag) => {
    const node = { name: tag.name, attributes: tag.attributes, children: [], text: '' };
    stack.at(-1).children.push(node);
    stack.push(node);
  });
  parser.on('text', (t) => (stack.at(-1).text += t));
  parser.on('closetag', () => stack.pop());
  parser.write(text).close();
  return root.children[0];
}
const kids = (node, name) => node.children.filter((c) => c.name === name);
const at = (node, ...path) => path.reduce((n, name) => n && kids(n, name)[0], node);

/** Lands in the open cart after the check-in redirect, in English, past the entry dialogs. */
async function landInOpenCart(page) {
  await page.waitForURL((u) => u.pathname === '/req-open-cart' && !u.hash.includes('access_token'), { timeout: 30000 });
  await acceptPrivacyTerm(page);
  await confirmIdentity(page);
  await page.getByRole('heading', { name: /Open cart|开放购物车/ }).or(page.getByText(/^(Open cart|开放购物车)$/)).first().waitFor({ timeout: 30000 });
}

/** Adds a product through the open cart's search, by its item code. */
async function addBySearch(page, product) {
  const search = page.getByRole('combobox', { name: /Search goods to add|搜索要添加的商品/ });
  await search.fill(product.itemCode);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: product.itemCode }).first();
  await option.waitFor({ timeout: 30000 });
  const updated = page.waitForResponse((r) => r.url().includes('/open-cart/list-update') && r.status() === 200);
  await option.click();
  await updated;
  await page.locator('.ant-table-row').filter({ hasText: product.itemCode }).waitFor();
}

/** Raises a line by `packages` of its package quantity (the cart's quantity rules hold); answers the new quantity. */
async function raiseQuantity(page, product, packages) {
  const input = page.getByRole('spinbutton', { name: new RegExp(`${product.itemCode}$`) });
  const quantity = Number(await input.inputValue()) + packages * product.step;
  await setQuantity(page, product.itemCode, quantity);
  return quantity;
}

async function setQuantity(page, itemCode, quantity) {
  const input = page.getByRole('spinbutton', { name: new RegExp(`${itemCode}$`) });
  const updated = page.waitForResponse((r) => r.url().includes('/open-cart/list-update') && r.status() === 200);
  await input.fill(String(quantity));
  await input.blur();
  await updated;
  await page.locator('.ant-table-row').filter({ hasText: itemCode }).filter({ has: page.locator(`input[aria-valuenow="${quantity}"]`) }).waitFor();
}

/** Saves a free-text line (manual cart save, cartSource MANUAL) through the page's dialog. */
async function addManualLine(page, line) {
  await page.getByRole('button', { name: /Add manual line|添加手工行/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: /Manual line|手工行/ });
  await dialog.getByLabel(/^(Product name|商品名称)$/).fill(line.name);
  await dialog.getByLabel(/^(Unit|单位)$/).fill(line.unit);
  await dialog.getByLabel(/^(Unit price|单价)$/).fill(String(line.price));
  await dialog.getByLabel(/^(Quantity|数量)$/).fill(String(line.quantity));
  const saved = page.waitForResponse((r) => r.url().includes('/open-cart/manual-create'), { timeout: 30000 });
  await dialog.getByRole('button', { name: /Save to open cart|保存到开放购物车/ }).click();
  const status = (await saved).status();
  if (status !== 200) throw new Error(`the manual line was not saved (${status})`);
  await dialog.waitFor({ state: 'hidden', timeout: 30000 });
  await page.locator('.ant-table-row').filter({ hasText: line.name }).waitFor({ timeout: 30000 });
}

/** The open cart as the page shows it: item code, name, price, quantity and amount per row, and the total. */
async function shownCart(page) {
  const rows = await page.locator('.ant-table-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      return {
        // a manual line's cell also holds its 'Manual' tag
        manual: cells[0].querySelector('.ant-tag') !== null,
        productName: cells[0].querySelector('.ant-tag') ? cells[0].childNodes[0].textContent.trim() : cells[0].innerText.trim(),
        itemCode: cells[1].innerText.trim(),
        price: Number(cells[2].innerText.trim()),
        quantity: Number(cells[3].querySelector('input').value),
        amount: Number(cells[5].innerText.trim()),
      };
    }),
  );
  const [, total, currency] = (await page.getByText(/^(Total|合计) /).innerText()).split(' ');
  return { rows, total: Number(total), currency };
}

async function returnCart(page, requisition) {
  const count = requisition.received.length;
  // On a loaded machine the entry dialogs may open well after the landing (over the page, taking
  // the click); answer them whenever they show, then return.
  const agree = page.getByRole('dialog').getByRole('button', { name: /^(Agree|同\s?意)$/ });
  const button = page.getByRole('button', { name: /Return cart to requisition system|购物车回传请购系统/ });
  for (let attempt = 0; ; attempt++) {
    if (await agree.isVisible()) {
      await agree.click();
      await agree.waitFor({ state: 'hidden' });
    }
    // ... and the buying identity dialog that follows it (keep the offered unit).
    const identity = page.getByRole('dialog').filter({ hasText: /purchase identity selection|采购身份选择/ });
    if (await identity.isVisible()) {
      await identity.getByRole('button').last().click();
      await identity.waitFor({ state: 'hidden' });
    }
    const clicked = await button.click({ timeout: 10000 }).then(() => true, (error) => (attempt < 3 ? false : Promise.reject(error)));
    if (clicked) break;
  }
  const post = await Promise.race([
    requisition.next(count),
    new Promise((_, reject) => setTimeout(() => reject(new Error('the requisition system received nothing within 30 s')), 30000)),
  ]);
  await page.getByRole('heading', { name: 'Requisition received' }).waitFor();
  return post;
}

const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
/** Writes a parsed element back as XML: how the requisition system turns an ItemIn it kept into an ItemOut. */
const toXml = (node, name = node.name) =>
  `<${name}${Object.entries(node.attributes).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('')}>${escapeXml(node.text)}${node.children.map((c) => toXml(c)).join('')}</${name}>`;

function setupRequest(hook, cookie, operation = 'create', items = '') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}@srm.localhost" timestamp="${new Date().toISOString()}">
  <Header>
    <From><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>PROCUREMENT-MALL</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>LILITH-SRM</Identity><SharedSecret>${SECRET}</SharedSecret></Credential><UserAgent>Journey SRM</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="${operation}">
    <BuyerCookie>${cookie}</BuyerCookie>
    <Extrinsic name="UserEmail">lilith.buyer@example.com</Extrinsic>
    <Contact><Name xml:lang="en">lilith.buyer</Name></Contact>
    <BrowserFormPost><URL>${hook}</URL></BrowserFormPost>
    ${items}
  </PunchOutSetupRequest></Request>
</cXML>`;
}

export default async ({ page, url, expect, screenshot }) => {
  const requisition = await requisitionSystem();
  try {
    // OCI: the requisition system opens the mall in the buyer's browser with HOOK_URL.
    const oci = new URLSearchParams({ HOOK_URL: `${requisition.origin}/oci-hook`, USERNAME: 'lilith.buyer', PASSWORD: SECRET, OCI_VERSION: '4.0', '~OkCode': 'ADDI' });
    await page.goto(`${url}/punchout/oci?${oci}`);
    await landInOpenCart(page);
    // Goods to buy: two of the tenant's products, found as the page's search finds them.
    const products = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('access_token='))?.split('=')[1];
      const headers = { authorization: `Bearer ${token}` };
      const self = await (await fetch('/iam/hzero/v1/users/self', { headers })).json();
      const found = await (await fetch(`/smal/v1/${self.organizationId}/products?size=20`, { headers })).json();
      return found.content.map((p) => ({ itemCode: p.itemCode, productName: p.productName, step: p.minPackageQuantity || 1 }));
    });
    const [first, second, third] = products.filter((p, i, all) => p.itemCode && all.findIndex((q) => q.itemCode === p.itemCode) === i);
    expect(first && second && third, 'the internet firm sells at least three goods');
    expect((await page.locator('.ant-table-row').count()) === 0, 'a new OCI session starts with an empty open cart');
    await addBySearch(page, first);
    await addBySearch(page, second);
    const raised = await raiseQuantity(page, first, 2);
    const ociShown = await shownCart(page);
    expect(ociShown.rows.length === 2, `the open cart shows the two goods added (${ociShown.rows.length})`);
    await screenshot('oci-open-cart');
    const ociPost = await returnCart(page, requisition);
    expect(ociPost.path === '/oci-hook' && ociPost.method === 'POST', `the cart went to HOOK_URL by POST (${ociPost.method} ${ociPost.path})`);
    expect(String(ociPost.type).startsWith('application/x-www-form-urlencoded'), `a browser form post (${ociPost.type})`);
    const form = new URLSearchParams(ociPost.body);
    const items = [...form.keys()].filter((k) => k.startsWith('NEW_ITEM-VENDORMAT['));
    expect(items.length === ociShown.rows.length, `the requisition system received ${items.length} items for ${ociShown.rows.length} shown`);
    for (const [i, row] of ociShown.rows.entries()) {
      const n = i + 1;
      const field = (name) => form.get(`NEW_ITEM-${name}[${n}]`);
      expect(field('VENDORMAT') === row.itemCode, `item ${n} is ${row.itemCode} (${field('VENDORMAT')})`);
      expect(Number(field('QUANTITY')) === row.quantity, `item ${n} quantity ${row.quantity} (${field('QUANTITY')})`);
      expect(Number(field('PRICE')) === row.price && /^\d+(\.\d+)?$/.test(field('PRICE')), `item ${n} price ${row.price} with a dot decimal (${field('PRICE')})`);
      expect(field('CURRENCY') === ociShown.currency && field('PRICEUNIT') === '1', `item ${n} priced in ${ociShown.currency} per 1 (${field('CURRENCY')}, ${field('PRICEUNIT')})`);
      expect(/^[A-Z]{2,3}$/.test(field('UNIT') ?? ''), `item ${n} unit is an ISO code (${field('UNIT')})`);
      expect((field('DESCRIPTION') ?? '').length <= 40 && row.productName.startsWith(field('DESCRIPTION') ?? '#'), `item ${n} description (${field('DESCRIPTION')})`);
    }
    expect(form.get('NEW_ITEM-QUANTITY[1]') === String(raised), `the changed quantity ${raised} went back (${form.get('NEW_ITEM-QUANTITY[1]')})`);

    // cXML: the requisition system posts a PunchOutSetupRequest and opens the start page.
    const cookie = `journey-${Date.now()}`;
    const setup = await fetch(`${url}/punchout/cxml`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: setupRequest(`${requisition.origin}/cxml-hook`, cookie) });
    const setupDoc = parseXml(await setup.text());
    expect(at(setupDoc, 'Response', 'Status')?.attributes.code === '200', 'the setup request was accepted');
    const startPage = at(setupDoc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')?.text.trim();
    expect(startPage && startPage.startsWith(url), `the start page is on the mall (${startPage})`);
    await page.goto(startPage);
    await landInOpenCart(page);
    await page.getByText(/cXML punch-out session|cXML punch-out 会话/).waitFor();
    expect((await page.locator('.ant-table-row').count()) === 0, 'the cXML session has its own, empty open cart');
    await addBySearch(page, third);
    await raiseQuantity(page, third, 1);
    // A good the catalogue lacks goes in as a free-text line (manual cart save).
    await addManualLine(page, { name: 'Journey badge printing', unit: '个', price: 2.5, quantity: 40 });
    const cxmlShown = await shownCart(page);
    expect(cxmlShown.rows.length === 2 && cxmlShown.rows[1].manual, 'the open cart shows the catalogue line and the manual line');
    await screenshot('cxml-open-cart');
    const cxmlPost = await returnCart(page, requisition);
    expect(cxmlPost.path === '/cxml-hook', `the order message went to the BrowserFormPost URL (${cxmlPost.path})`);
    const message = parseXml(new URLSearchParams(cxmlPost.body).get('cxml-urlencoded') ?? '');
    expect(message?.name === 'cXML' && message.attributes.payloadID && message.attributes.timestamp, 'a cXML document with payloadID and timestamp');
    const order = at(message, 'Message', 'PunchOutOrderMessage');
    expect(at(order, 'BuyerCookie')?.text === cookie, 'the BuyerCookie is echoed');
    expect(order.children.map((c) => c.name).join(',') === `BuyerCookie,PunchOutOrderMessageHeader,${cxmlShown.rows.map(() => 'ItemIn').join(',')}`, 'BuyerCookie, header, then one ItemIn per line');
    const totalMoney = at(order, 'PunchOutOrderMessageHeader', 'Total', 'Money');
    expect(Number(totalMoney.text) === cxmlShown.total && totalMoney.attributes.currency === cxmlShown.currency, `the total is the shown ${cxmlShown.total} ${cxmlShown.currency} (${totalMoney.text} ${totalMoney.attributes.currency})`);
    for (const [i, item] of kids(order, 'ItemIn').entries()) {
      const row = cxmlShown.rows[i];
      expect(Number(item.attributes.quantity) === row.quantity, `ItemIn ${i + 1} quantity ${row.quantity} (${item.attributes.quantity})`);
      const part = at(item, 'ItemID', 'SupplierPartID')?.text;
      // A manual line has no item code: its mall handle stands in as the part id.
      expect(row.manual ? /^MANUAL-\d+$/.test(part) : part === row.itemCode, `ItemIn ${i + 1} is ${row.itemCode || 'a manual line'} (${part})`);
      const money = at(item, 'ItemDetail', 'UnitPrice', 'Money');
      expect(Number(money?.text) === row.price && money.attributes.currency === cxmlShown.currency, `ItemIn ${i + 1} unit price ${row.price} ${cxmlShown.currency}`);
      expect(at(item, 'ItemDetail', 'Description')?.text === row.productName, `ItemIn ${i + 1} description`);
      expect(at(item, 'ItemDetail', 'Description')?.attributes['xml:lang'], `ItemIn ${i + 1} description has xml:lang`);
    }
    // The session is closed: the start page cannot be used twice.
    const again = await fetch(startPage, { redirect: 'manual' });
    expect(again.status === 410, `a start page is good for one entry only (${again.status})`);

    // cXML edit: the requisition system opens the requisition again with the items it received
    // (each ItemIn sent back as an ItemOut); the manual line comes back beside the catalogue line.
    const editItems = kids(order, 'ItemIn').map((item) => toXml(item, 'ItemOut')).join('');
    const editDoc = parseXml(await (await fetch(`${url}/punchout/cxml`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: setupRequest(`${requisition.origin}/cxml-hook`, `${cookie}-edit`, 'edit', editItems) })).text());
    const editStatus = at(editDoc, 'Response', 'Status')?.attributes;
    expect(editStatus?.code === '200', `the edit setup request was accepted (${editStatus?.code} ${editStatus?.text})`);
    await page.goto(at(editDoc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL').text.trim());
    await landInOpenCart(page);
    await page.locator('.ant-table-row').nth(cxmlShown.rows.length - 1).waitFor({ timeout: 30000 });
    const edited = await shownCart(page);
    const lineFacts = (shown) => JSON.stringify(shown.rows.map((r) => [r.manual, r.productName, r.itemCode, r.price, r.quantity]));
    expect(lineFacts(edited) === lineFacts(cxmlShown), `the edit session shows the lines sent out, the manual one included (${lineFacts(edited)})`);
    await screenshot('cxml-edit-open-cart');
  } finally {
    await requisition.close();
  }
};
