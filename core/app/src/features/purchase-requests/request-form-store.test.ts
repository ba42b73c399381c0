import { msg, outcome, type MallContext, type ValidationOutcome } from '@mall/sdk';
import type { MallRequest, PurchaseRequestService, RequestDraft } from './purchase-request-service';
import { RequestFormStore } from './request-form-store';

const TODAY = '2026-03-10';
const saved = (draft: RequestDraft, status: MallRequest['mallManualRequestStatus'] = 'NEW'): MallRequest => ({
  mallRequestId: draft.mallRequestId ?? 41,
  requestNum: 'PR-1',
  mallManualRequestStatus: draft.submitFlag === 1 ? 'SUBMITTED' : status,
  title: draft.title,
  currencyCode: 'CNY',
  amount: 0,
  creationDate: `${TODAY} 10:00:00`,
  // Numbered and priced as the server answers them.
  mallRequestEntryViewVOList: draft.mallRequestEntryList.map((line, i) => ({
    ...line,
    mallRequestEntryId: line.mallRequestEntryId ?? i + 1,
    lineNum: i + 1,
    lineAmount: line.quantity * line.estimatedPrice,
  })),
});

function setup(options: { policy?: MallContext['settings']['needDateDefault']; outcomes?: ValidationOutcome[]; confirm?: boolean } = {}) {
  const calls: { kind: 'save' | 'renew'; body: RequestDraft }[] = [];
  let release: () => void = () => undefined;
  const api = {
    save: (body: RequestDraft) => new Promise<MallRequest>((resolve) => { calls.push({ kind: 'save', body }); release = () => resolve(saved(body)); }),
    renew: async (body: RequestDraft) => { calls.push({ kind: 'renew', body }); return saved(body); },
  } as unknown as PurchaseRequestService;
  const asked: ValidationOutcome[] = [];
  let keys = 0;
  const store = new RequestFormStore({
    api,
    ctx: () => ({ settings: { needDateDefault: options.policy ?? { mode: 'empty' } } }) as unknown as MallContext,
    lineFields: () => [{ name: 'attributeVarchar1', labelKey: 'x', component: 'input', required: true }],
    validators: async () => options.outcomes ?? [],
    askConfirm: async (c) => { asked.push(c); return options.confirm ?? true; },
    today: () => TODAY,
    newKey: () => `form-key-${(keys += 1)}`,
  });
  return { store, calls, asked, release: () => release() };
}

function fill(store: RequestFormStore) {
  store.setHeader({ title: 'Kitchen knives' });
  store.setLine(store.lines[0]!.key, { skuName: 'Chef knife', uomName: 'pcs', quantity: 3, estimatedPrice: 120, neededDate: '2026-03-20', attributeVarchar1: 'A' });
}

it('starts with one line whose needed date follows the tenant policy: + 10 days without a delivery cycle', () => {
  expect(setup().store.lines[0]!.neededDate).toBe('');
  expect(setup({ policy: { mode: 'delivery-cycle', extraDays: 3, withoutCycleDays: 10 } }).store.lines[0]!.neededDate).toBe('2026-03-20');
});

it('refuses an empty title, an empty name and unit, a needed date before today and a missing tenant field, naming the cell', async () => {
  const { store, calls } = setup();
  store.setLine(store.lines[0]!.key, { neededDate: '2026-03-01', quantity: 0 });
  expect(await store.save(false)).toBeUndefined();
  const key = store.lines[0]!.key;
  expect(store.errors.get('title')).toEqual(msg('purchase-request.title.required'));
  expect([...store.errors.keys()].sort()).toEqual(['title', `${key}.attributeVarchar1`, `${key}.neededDate`, `${key}.quantity`, `${key}.skuName`, `${key}.uomName`].sort());
  expect(store.errors.get(`${key}.neededDate`)?.key).toBe('needed-date.before-today');
  expect(calls).toEqual([]);
});

it('sends one save for a double click, with the same form key each time, then renews the saved draft', async () => {
  const { store, calls, release } = setup();
  fill(store);
  const first = store.save(true);
  expect(await store.save(true)).toBeUndefined();
  await Promise.resolve();
  await Promise.resolve();
  release();
  expect((await first)?.mallManualRequestStatus).toBe('SUBMITTED');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.body).toMatchObject({ clientKey: 'form-key-1', submitFlag: 1, title: 'Kitchen knives', mallRequestEntryList: [{ skuName: 'Chef knife', attributeVarchar1: 'A' }] });
  expect(calls[0]!.body.mallRequestEntryList[0]).not.toHaveProperty('key');
  await store.save(false);
  expect(calls[1]).toMatchObject({ kind: 'renew', body: { mallRequestId: 41, clientKey: 'form-key-1', submitFlag: 0 } });
});

it('does not submit when a validator blocks, and asks each confirm (stopping on cancel)', async () => {
  const blocked = setup({ outcomes: [outcome.error(msg('unrated'))] });
  fill(blocked.store);
  expect(await blocked.store.save(true)).toBeUndefined();
  expect(blocked.store.submitErrors).toEqual([msg('unrated')]);
  // Saving a draft runs no validators.
  const draft = blocked.store.save(false);
  blocked.release();
  expect(await draft).toBeDefined();
  const asked = setup({ outcomes: [outcome.confirm(msg('over budget'))], confirm: false });
  fill(asked.store);
  expect(await asked.store.save(true)).toBeUndefined();
  expect(asked.asked.map((c) => c.message.key)).toEqual(['over budget']);
  expect(asked.calls).toEqual([]);
});

it('copies a request as a new one (no id, a new form key, cancelled lines left out, past dates renewed) and re-edits in place', () => {
  const { store } = setup({ policy: { mode: 'delivery-cycle', extraDays: 3, withoutCycleDays: 10 } });
  const request = saved({ clientKey: 'k', title: 'Old', mallRequestId: 7, mallRequestEntryList: [
    { mallRequestEntryId: 1, skuName: 'a', quantity: 1, uomName: 'pcs', estimatedPrice: 1, neededDate: '2026-01-01' },
    { mallRequestEntryId: 2, skuName: 'b', quantity: 1, uomName: 'pcs', estimatedPrice: 1, neededDate: '2026-04-01', cancelStatus: 'CANCELED' },
  ] });
  store.load(request, true);
  expect(store.mallRequestId).toBeUndefined();
  expect(store.clientKey).toBe('form-key-2');
  expect(store.lines.map((l) => [l.skuName, l.neededDate])).toEqual([['a', '2026-03-20']]);
  store.load(request, false);
  expect(store.mallRequestId).toBe(7);
});

it('copies a line below it and keeps at least one line', () => {
  const { store } = setup();
  fill(store);
  store.copyLine(store.lines[0]!.key);
  expect(store.lines.map((l) => l.skuName)).toEqual(['Chef knife', 'Chef knife']);
  expect(store.amount).toBe(720);
  store.removeLine(store.lines[0]!.key);
  store.removeLine(store.lines[0]!.key);
  expect(store.lines).toHaveLength(1);
});
