import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { importWorkerOf } from './import-routes';
import type { SheetEvent, SheetRow } from './xlsx-rows';

/** A file as exceljs's streaming writer makes it (the bench's, and a large export's): the worksheet first, inline strings, no shared string table. */
export async function writeStreamedWorkbook(path: string, rows: number): Promise<string> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Cart lines');
  sheet.addRow(['Product code', 'Quantity']).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow([`A-${i}`, i]).commit();
  sheet.commit();
  await workbook.commit();
  return path;
}

/** An .xlsx of one sheet: the header row, then the rows. */
export async function workbookBytes(header: readonly string[], rows: readonly (readonly unknown[])[], sheetName = 'Cart lines'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The browser's data-upload body: the JSON `param` field, then the file as field `excel`. */
export function importPayload(file: { name: string; content: Buffer }, param = '{}'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mallimport${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="param"\r\n\r\n${param}\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="excel"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function importCalls(app: FastifyInstance, who: SignedIn) {
  const base = `/himp/v1/${who.user.organizationId}`;
  return {
    upload: (templateCode: string, file: { name: string; content: Buffer }, model = false) => {
      const { payload, headers } = importPayload(file);
      return app.inject({ method: 'POST', url: `${base}/import/data${model ? '/model' : ''}/data-upload`, query: { templateCode }, headers: { ...who.auth, ...headers }, payload });
    },
    validate: (templateCode: string, batch: string, autoExecute = true) =>
      app.inject({ method: 'POST', url: `${base}/import/data/data-validate`, query: { templateCode, batch, autoExecute: String(autoExecute) }, headers: who.auth }),
    status: (batch: string) => app.inject({ method: 'GET', url: `${base}/import/data/status`, query: { batch }, headers: who.auth }),
    rows: (batch: string, failedOnly = true) => app.inject({ method: 'GET', url: `${base}/import/data`, query: { batch, failedOnly: String(failedOnly), size: '50' }, headers: who.auth }),
    correct: (batch: string, edits: unknown) => app.inject({ method: 'PUT', url: `${base}/import/data`, query: { batch }, headers: who.auth, payload: edits as object }),
    history: (templateCode: string) => app.inject({ method: 'GET', url: `${base}/import/manager`, query: { templateCode }, headers: who.auth }),
    failureFile: (batch: string) => app.inject({ method: 'GET', url: `${base}/import/manager/export/excel`, query: { batch }, headers: who.auth }),
    template: (code: string) => app.inject({ method: 'GET', url: `${base}/import/template/${code}/excel`, headers: who.auth }),
    info: (code: string) => app.inject({ method: 'GET', url: `${base}/template/info`, query: { code }, headers: who.auth }),
  };
}

/** Waits until the gateway's import jobs have nothing left to do. */
export async function jobsDone(app: FastifyInstance): Promise<void> {
  const worker = importWorkerOf(app)!;
  worker.kick();
  await worker.idle();
}

export type RowEvent = Extract<SheetEvent, { kind: 'header' }> | ({ kind: 'row' } & SheetRow);

/** A reader's events with its row batches spread out, one `row` event per data row: what a test compares. */
export async function rowEvents(events: AsyncIterable<SheetEvent>): Promise<RowEvent[]> {
  const out: RowEvent[] = [];
  for await (const event of events) {
    if (event.kind === 'header') out.push(event);
    else for (const row of event.rows) out.push({ kind: 'row', ...row });
  }
  return out;
}

/** A cloned test server for the cart imports: its users signed in with English messages, and three goods the cart takes in any quantity. */
export interface CartImportFixture {
  server: TestServer;
  users: SignedIn[];
  codes: string[];
  /** The first user's cart quantity of a product (not buy-now), undefined without a line. */
  cartQuantity(code: string): Promise<number | undefined>;
}

export async function cartImportFixture(loginNames: readonly string[]): Promise<CartImportFixture> {
  const server = await testServer({ clone: true });
  const users: SignedIn[] = [];
  for (const loginName of loginNames) {
    const who = await signIn(server.app, loginName);
    await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
    users.push(who);
  }
  const buyer = users[0]!;
  const rows = await server.db.query<{ code: string }>(
    `select item_code as code from products where tenant_id = $1 and shelf_flag = 1 and product_source = 'CATA' and min_purchase_quantity = 1
        and min_package_quantity = 1 and uom_precision = 0 and stock_state = 1 and max_purchase_quantity is null and purchase_quantity_limit is null
        and ladder_price_list = '[]' order by id limit 3`,
    [buyer.user.tenantId],
  );
  const cartQuantity = async (code: string) => {
    const [row] = await server.db.query<{ quantity: number }>(
      `select c.quantity::float8 as quantity from cart_lines c join products p on p.id = c.product_id where c.owner_id = $1 and p.item_code = $2 and c.buy_now_flag = 0`,
      [buyer.user.id, code],
    );
    return row?.quantity;
  };
  return { server, users, codes: rows.map((r) => r.code), cartQuantity };
}
