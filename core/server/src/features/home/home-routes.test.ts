import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { HOME_BLOCK_SIZE } from './home-routes';

let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  colleague = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  server.app.inject({ method, url: path.replace('{org}', String(who.user.organizationId)), headers: who.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });

type Block = { productGroupId: number; groupType: number; title: string; total: number; productGroupAssignList: Record<string, unknown>[] };

describe('home page blocks', () => {
  it('lists the channel blocks in order, each with its first items by group type', async () => {
    const blocks: Block[] = (await call(buyer, 'GET', '/smal/v1/{org}/special-blocks/list?channel=ENTERPRISE')).json();
    // Spec 1 section 3: groupType 0 banner, 1 supplier, 2 catalog, 3 sales rank, 4 activity, 5-7 agreement, 8 label.
    expect(blocks.map((b) => b.groupType)).toEqual([0, 2, 4, 3, 5, 8, 1]);
    const [banner, catalog, activity, rank, agreement, label, supplier] = blocks;
    expect(banner!.productGroupAssignList[0]).toMatchObject({ title: expect.stringContaining('2026'), linkUrl: expect.stringMatching(/^\/product-list/) });
    expect(catalog!.productGroupAssignList[0]).toMatchObject({ categoryCode: expect.any(String), productCount: expect.any(Number) });
    expect(supplier!.productGroupAssignList[0]).toMatchObject({ supplierCompanyName: expect.any(String) });
    const sales = rank!.productGroupAssignList.map((p) => p.salesVolume as number);
    expect(sales).toHaveLength(HOME_BLOCK_SIZE);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    for (const p of activity!.productGroupAssignList) expect(p.marketPrice as number).toBeGreaterThan(p.price as number);
    expect(agreement!.productGroupAssignList.every((p) => p.productSource === 'CATA')).toBe(true);
    const labelled = await server.db.query<{ id: number }>(`select product_id::int as id from product_labels where label_name = '绿色环保'`);
    const green = new Set(labelled.map((r) => r.id));
    expect(label!.productGroupAssignList.length).toBeGreaterThan(0);
    for (const p of label!.productGroupAssignList) expect(green.has(p.productId as number)).toBe(true);
  });

  it('pages through one group and keeps other tenants out', async () => {
    const blocks: Block[] = (await call(buyer, 'GET', '/smal/v1/{org}/special-blocks/list')).json();
    const rank = blocks.find((b) => b.groupType === 3)!;
    const second = (await call(buyer, 'GET', `/smal/v1/{org}/product-groups/${rank.productGroupId}?page=1&size=5`)).json();
    expect(second).toMatchObject({ groupType: 3, title: rank.title, page: { number: 1, size: 5, totalElements: rank.total } });
    expect(second.page.content.map((p: { productId: number }) => p.productId)).toEqual(rank.productGroupAssignList.slice(5, 10).map((p) => p.productId));
    const foreign = await call(stranger, 'GET', `/smal/v1/{org}/product-groups/${rank.productGroupId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(failedShape('smal.product-group.not.found'));
  });
});

describe('bulletin boards', () => {
  it('shows the pinned notice first, then the newest, and one notice by id', async () => {
    const page = (await call(buyer, 'GET', '/smal/v1/{org}/bulletin-boards?size=3')).json();
    expect(page.totalElements).toBe(5);
    expect(page.content[0]).toMatchObject({ topFlag: 1 });
    expect(page.content[1].publishedDate >= page.content[2].publishedDate).toBe(true);
    const one = (await call(buyer, 'GET', `/smal/v1/{org}/bulletin-boards/${page.content[0].bulletinId}`)).json();
    expect(one.title).toBe(page.content[0].title);
    expect((await call(stranger, 'GET', `/smal/v1/{org}/bulletin-boards/${page.content[0].bulletinId}`)).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('counts unread messages, marks them read and deletes only the caller’s own', async () => {
    const first = (await call(colleague, 'GET', '/hmsg/v1/{org}/messages/user')).json();
    expect(first).toMatchObject({ totalElements: 6, unreadCount: 4 });
    const unread = first.content.filter((m: { readFlag: number }) => m.readFlag === 0);
    expect((await call(colleague, 'POST', '/hmsg/v1/{org}/messages/user/read-flag', { messageIds: [unread[0].messageId] })).json()).toEqual({ unreadCount: 3 });
    expect((await call(colleague, 'GET', '/hmsg/v1/{org}/messages/user/count')).json()).toEqual({ unreadCount: 3 });
    // Another user's message: not found, and nothing of the batch is deleted.
    const mine = (await call(buyer, 'GET', '/hmsg/v1/{org}/messages/user?size=1')).json().content[0];
    const refused = await call(colleague, 'DELETE', '/hmsg/v1/{org}/messages/user', [unread[1].messageId, mine.messageId]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(failedShape('hmsg.message.not.found'));
    expect((await call(colleague, 'GET', `/hmsg/v1/{org}/messages/user/${unread[1].messageId}`)).statusCode).toBe(200);
    expect((await call(colleague, 'DELETE', '/hmsg/v1/{org}/messages/user', [unread[1].messageId])).json()).toEqual({ deleted: 1, unreadCount: 2 });
    expect((await call(colleague, 'GET', '/hmsg/v1/{org}/messages/user?readFlag=0')).json().totalElements).toBe(2);
    expect((await call(colleague, 'POST', '/hmsg/v1/{org}/messages/user/read-flag', { all: 1 })).json()).toEqual({ unreadCount: 0 });
  });
});
