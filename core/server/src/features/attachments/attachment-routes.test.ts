// @vitest-environment node
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { multipartPayload, sampleBytes } from './multipart-payload';

const MB = 1024 * 1024;
const storageDir = mkdtempSync(join(tmpdir(), 'mall-attachments-test-'));
let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;
let insurer: SignedIn;

beforeAll(async () => {
  process.env.ATTACHMENT_DIR = storageDir;
  server = await testServer({ clone: true });
  delete process.env.ATTACHMENT_DIR;
  buyer = await signIn(server.app, 't3.buyer');
  colleague = await signIn(server.app, 't3.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
  insurer = await signIn(server.app, 'hlcx.buyer');
  for (const who of [buyer, colleague, stranger, insurer]) {
    await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
  }
}, 300_000);
afterAll(() => server.close());

let uuidSeq = 0;
const newUuid = () => `test${Date.now().toString(36)}${(uuidSeq += 1)}`;
const files = (base = '/hfle/v1') => base;

function upload(who: SignedIn, file: { name: string; content: Buffer } | undefined, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartPayload({ bucketName: 'private-bucket', directory: 'mall-front', ...fields }, file);
  return server.app.inject({ method: 'POST', url: `${files()}/${who.user.organizationId}/files/attachment/multipart-with-info`, headers: { ...who.auth, ...headers }, payload });
}
const call = (who: SignedIn, method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; payload?: unknown } = {}) =>
  server.app.inject({ method, url: `/hfle/v1/${who.user.organizationId}/files${path}`, headers: who.auth, query: options.query, ...(options.payload !== undefined ? { payload: options.payload as object } : {}) });

/** Every stored byte file under the storage folder (partial writes included). */
function storedFiles(dir = storageDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)]));
}
const rowCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from attachment_files'))[0]!.n;

describe('uploading an attachment', () => {
  it('streams the file to the storage, answers its info and lists it under the UUID', async () => {
    const uuid = newUuid();
    const response = await upload(buyer, { name: '报价单.png', content: sampleBytes.png(3000) }, { attachmentUUID: uuid });
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({ fileName: '报价单.png', fileSize: 3000, fileType: 'image/png', attachmentUUID: uuid, bucketName: 'private-bucket' });
    expect(info.fileUrl).toBe(`/private-bucket/mall-front/${info.fileKey}`);
    const listed = await call(buyer, 'GET', `/${uuid}/file`);
    expect(listed.json()).toEqual([info]);
    expect(storedFiles().some((f) => f.endsWith(info.fileKey))).toBe(true);
  });

  it('answers the plain multipart call with the file URL and creates a UUID when none is given', async () => {
    const { payload, headers } = multipartPayload({ bucketName: 'private-bucket' }, { name: 'a.pdf', content: sampleBytes.pdf() });
    const response = await server.app.inject({ method: 'POST', url: `/hfle/v1/${buyer.user.organizationId}/files/attachment/multipart`, headers: { ...buyer.auth, ...headers }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^\/private-bucket\/mall-front\/[0-9a-f]{32}$/);
  });

  const refusals: Array<[string, { name: string; content: Buffer }, Record<string, string>, string]> = [
    ['an extension off the list', { name: 'setup.exe', content: sampleBytes.exe() }, {}, 'not supported to upload this type of attachment'],
    ['a renamed executable', { name: 'invoice.pdf', content: sampleBytes.exe() }, {}, 'not supported to upload this type of attachment'],
    ['an executable named .csv', { name: 'list.csv', content: sampleBytes.exe() }, {}, 'not supported to upload this type of attachment'],
    ['a pdf in an image-only usage', { name: 'scan.pdf', content: sampleBytes.pdf() }, { usage: 'image' }, 'not supported to upload this type of attachment'],
    ['Chinese characters with =', { name: '合同=1.pdf', content: sampleBytes.pdf() }, {}, 'file name is illegal'],
    ['a name with +', { name: 'a+b.pdf', content: sampleBytes.pdf() }, {}, 'file name is illegal'],
    ['a name with %', { name: 'a%b.pdf', content: sampleBytes.pdf() }, {}, 'file name is illegal'],
    ['more than the default 5 MB', { name: 'big.pdf', content: sampleBytes.pdf(5 * MB + 1) }, {}, 'file size exceeds 5M'],
    ['more than 5 MB for a purchase request', { name: 'big.pdf', content: sampleBytes.pdf(5 * MB + 1) }, { usage: 'purchase-request' }, 'file size exceeds 5M'],
  ];

  it.each(refusals)('refuses %s with the spec message and stores nothing', async (_case, file, fields, message) => {
    const [rowsBefore, bytesBefore] = [await rowCount(), storedFiles().length];
    const uuid = newUuid();
    const response = await upload(buyer, file, { attachmentUUID: uuid, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failedShape());
    expect(response.json().message).toContain(message);
    expect(await rowCount()).toBe(rowsBefore);
    expect(storedFiles()).toHaveLength(bytesBefore);
    expect(storedFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(await server.db.query('select 1 from attachment_uuids where attachment_uuid = $1', [uuid])).toEqual([]);
  });

  it("allows a manual product's line attachment up to the user's manualFileSize (100 MB), not the 5 MB default", async () => {
    const response = await upload(buyer, { name: 'drawing.pdf', content: sampleBytes.pdf(6 * MB) }, { attachmentUUID: newUuid(), usage: 'manual-line' });
    expect(response.statusCode).toBe(200);
    await server.db.query('update user_configs set manual_file_size = 1 where user_id = $1', [buyer.user.id]);
    const smaller = await upload(buyer, { name: 'drawing.pdf', content: sampleBytes.pdf(2 * MB) }, { attachmentUUID: newUuid(), usage: 'manual-line' });
    await server.db.query('update user_configs set manual_file_size = 100 where user_id = $1', [buyer.user.id]);
    expect(smaller.json().message).toBe('file size exceeds 1M');
  });

  it("keeps a UUID's first usage: a later upload cannot claim a larger limit", async () => {
    const uuid = newUuid();
    expect((await upload(buyer, { name: 'a.pdf', content: sampleBytes.pdf() }, { attachmentUUID: uuid })).statusCode).toBe(200);
    const wider = await upload(buyer, { name: 'b.pdf', content: sampleBytes.pdf(6 * MB) }, { attachmentUUID: uuid, usage: 'general' });
    expect(wider.json().message).toBe('file size exceeds 5M');
  });

  it("takes an upload field's limit from the tenant's field schema (the life insurer's 5 MB order attachment)", async () => {
    const usage = 'field:order-header:attachmentUuid';
    expect((await upload(insurer, { name: 'ok.pdf', content: sampleBytes.pdf(5 * MB) }, { attachmentUUID: newUuid(), usage })).statusCode).toBe(200);
    const over = await upload(insurer, { name: 'over.pdf', content: sampleBytes.pdf(5 * MB + 1) }, { attachmentUUID: newUuid(), usage });
    expect(over.json().message).toBe('file size exceeds 5M');
    // The field form's control names only the field.
    const byName = await upload(insurer, { name: 'over.pdf', content: sampleBytes.pdf(5 * MB + 1) }, { attachmentUUID: newUuid(), usage: 'field:attachmentUuid' });
    expect(byName.json().message).toBe('file size exceeds 5M');
    // A core tenant has no such upload field.
    const unknown = await upload(buyer, { name: 'ok.pdf', content: sampleBytes.pdf() }, { attachmentUUID: newUuid(), usage });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('hfle.upload.usage.unknown');
  });

  it('refuses the tenth file of a UUID', async () => {
    const uuid = newUuid();
    for (let i = 1; i <= 9; i++) expect((await upload(buyer, { name: `f${i}.csv`, content: sampleBytes.csv() }, { attachmentUUID: uuid })).statusCode).toBe(200);
    const bytesBefore = storedFiles().length;
    const tenth = await upload(buyer, { name: 'f10.csv', content: sampleBytes.csv() }, { attachmentUUID: uuid });
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json().message).toBe('attachment count reached limit');
    expect(storedFiles()).toHaveLength(bytesBefore);
  });

  it('never makes ten files from parallel uploads to one UUID', async () => {
    const uuid = newUuid();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => upload(buyer, { name: `p${i}.csv`, content: sampleBytes.csv() }, { attachmentUUID: uuid })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().message)).toEqual(Array(5).fill('attachment count reached limit'));
    expect((await call(buyer, 'GET', `/${uuid}/file`)).json()).toHaveLength(9);
    expect(storedFiles().filter((f) => f.includes(`/${uuid}/`))).toHaveLength(9);
  });

  it('counts files per UUID in a batch', async () => {
    const uuid = newUuid();
    await upload(buyer, { name: 'a.pdf', content: sampleBytes.pdf() }, { attachmentUUID: uuid });
    await upload(buyer, { name: 'b.pdf', content: sampleBytes.pdf() }, { attachmentUUID: uuid });
    const counts = await call(buyer, 'POST', '/attachment-uuid/count', { payload: [uuid, 'unknown-uuid'] });
    expect(counts.json()).toEqual([{ attachmentUUID: uuid, count: 2 }, { attachmentUUID: 'unknown-uuid', count: 0 }]);
    // Another tenant sees none of them.
    expect((await call(stranger, 'POST', '/attachment-uuid/count', { payload: [uuid] })).json()).toEqual([{ attachmentUUID: uuid, count: 0 }]);
  });
});

describe('downloading, ordering, deleting and the history', () => {
  async function stored(who = buyer, name = 'photo.png', content = sampleBytes.png(500)) {
    const uuid = newUuid();
    const info = (await upload(who, { name, content }, { attachmentUUID: uuid })).json();
    return { uuid, info };
  }

  it('downloads with the bearer token in the same tenant and refuses another tenant', async () => {
    const { info } = await stored();
    const own = await call(buyer, 'GET', '/download', { query: { url: info.fileUrl } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(sampleBytes.png(500))).toBe(true);
    expect(own.headers['content-disposition']).toContain("filename*=UTF-8''photo.png");
    const other = await call(stranger, 'GET', '/download', { query: { url: info.fileUrl } });
    expect(other.statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/download-token', { payload: { url: info.fileUrl } })).statusCode).toBe(404);
  });

  it("opens a link with an expiring token, refuses it once expired, and never opens another file with it", async () => {
    const { info } = await stored();
    const { downloadUrl, previewUrl, token } = (await call(buyer, 'POST', '/download-token', { payload: { url: info.fileUrl } })).json();
    const open = await server.app.inject({ method: 'GET', url: downloadUrl });
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.length).toBe(500);
    expect((await server.app.inject({ method: 'GET', url: previewUrl })).headers['content-disposition']).toMatch(/^inline/);
    const { info: another } = await stored(buyer, 'other.png');
    const misuse = await server.app.inject({ method: 'GET', url: downloadUrl.replace(encodeURIComponent(info.fileUrl), encodeURIComponent(another.fileUrl)) });
    expect(misuse.statusCode).toBe(403);
    await server.db.query("update attachment_download_tokens set expires_at = now() - interval '1 second' where token = $1", [token]);
    const expired = await server.app.inject({ method: 'GET', url: downloadUrl });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(failedShape('error.forbidden'));
  });

  it("refuses another tenant's token on this tenant's file", async () => {
    const { info } = await stored();
    const { info: theirs } = await stored(stranger, 'theirs.png');
    const { downloadUrl } = (await call(stranger, 'POST', '/download-token', { payload: { url: theirs.fileUrl } })).json();
    const crossed = await server.app.inject({ method: 'GET', url: downloadUrl.replace(encodeURIComponent(theirs.fileUrl), encodeURIComponent(info.fileUrl)) });
    expect(crossed.statusCode).toBe(403);
  });

  it("previews images only: 'file not supported for preview' for others", async () => {
    const { info } = await stored(buyer, 'terms.pdf', sampleBytes.pdf());
    const { previewUrl } = (await call(buyer, 'POST', '/download-token', { payload: { url: info.fileUrl } })).json();
    // A link carries no session: the browser's language decides the text.
    const preview = await server.app.inject({ method: 'GET', url: previewUrl, headers: { 'accept-language': 'en-US' } });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe('file not supported for preview');
    expect((await server.app.inject({ method: 'GET', url: previewUrl, headers: { 'accept-language': 'zh-CN' } })).json().message).toBe('该文件不支持预览');
  });

  it("downloads a UUID's files as one zip", async () => {
    const { uuid } = await stored(buyer, 'one.png');
    await upload(buyer, { name: 'two.pdf', content: sampleBytes.pdf() }, { attachmentUUID: uuid });
    const { downloadUrl } = (await call(buyer, 'POST', '/download-token', { payload: { attachmentUUID: uuid } })).json();
    const zip = await server.app.inject({ method: 'GET', url: downloadUrl });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('one.png'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('two.pdf'))).toBe(true);
  });

  it('reorders the files of a UUID', async () => {
    const { uuid, info } = await stored(buyer, 'first.png');
    const second = (await upload(buyer, { name: 'second.pdf', content: sampleBytes.pdf() }, { attachmentUUID: uuid })).json();
    const ordered = await call(buyer, 'POST', '/file-order', { payload: { attachmentUUID: uuid, fileUrls: [second.fileUrl, info.fileUrl] } });
    expect(ordered.json().map((f: { fileName: string }) => f.fileName)).toEqual(['second.pdf', 'first.png']);
  });

  it('lets only the uploader delete, and removes the bytes', async () => {
    const { uuid, info } = await stored();
    const byColleague = await call(colleague, 'POST', '/delete-by-uuidurl', { query: { attachmentUUID: uuid }, payload: [info.fileUrl] });
    expect(byColleague.statusCode).toBe(403);
    const byStranger = await call(stranger, 'POST', '/delete-by-uuidurl', { query: { attachmentUUID: uuid }, payload: [info.fileUrl] });
    expect(byStranger.statusCode).toBe(404);
    const deleted = await call(buyer, 'POST', '/delete-by-uuidurl', { query: { attachmentUUID: uuid }, payload: [info.fileUrl] });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await call(buyer, 'GET', `/${uuid}/file`)).json()).toEqual([]);
    expect(storedFiles().some((f) => f.endsWith(info.fileKey))).toBe(false);
  });

  it('keeps the history: who uploaded and downloaded, when, in which tenant', async () => {
    const { uuid, info } = await stored();
    await call(colleague, 'GET', '/download', { query: { url: info.fileUrl } });
    const log = (await call(buyer, 'GET', '/operation-log', { query: { attachmentUUID: uuid } })).json();
    expect(log.map((l: { operation: string; loginName: string }) => [l.operation, l.loginName])).toEqual([['DOWNLOAD', 't3.member'], ['UPLOAD', 't3.buyer']]);
    expect(log[0].tenantName).toBeTruthy();
    expect(log[0].operationTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await call(stranger, 'GET', '/operation-log', { query: { fileUrlOrKey: info.fileUrl } })).json()).toEqual([]);
  });
});
