import { cartLineFields, defaultFieldValues, givenMessages, messages, msg, orderHeaderFields, orderLineFields, orderSubmitValidators, validateFieldRow, type CartLine, type CompanyOrderHeader, type FieldRow, type HttpClient, type HttpRequestOptions } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import plugin, { ATTACHMENT_MAX_BYTES } from './index';
import { SANCTION_CHECK_PATH } from './sanction-check';
import { SANCTION_CHECK_API } from './server/insurer-routes';

const TENANT = '@mall-tenant/life-insurer';
const TODAY = '2026-03-10';
const EXTRAS = ['attributeVarchar1', 'attributeVarchar2', 'attributeDate1', 'attributeVarchar11', 'attributeVarchar12', 'attributeVarchar20', 'attributeVarchar30'];

const mount = () => mountPlugin(plugin, { today: TODAY });
const line = (extra: Partial<CartLine> & Record<string, unknown> = {}): CartLine =>
  ({ cartId: 7, productId: 70, productName: 'Laptop', productSource: 'CATA', quantity: 1, latestPrice: 10, currencyCode: 'CNY', ...extra }) as CartLine;
const order = (lines: CartLine[], extra: Partial<CompanyOrderHeader> = {}): CompanyOrderHeader => ({
  key: 'o1',
  paymentMethodCode: 'COMPANY',
  invoiceMethodCode: '2',
  shoppingCartDTOList: lines,
  ...extra,
});
const own = <T extends { pluginId?: string }>(outcomes: T[]) => outcomes.filter((o) => o.pluginId === TENANT);
const lineTarget = (field: string) => ({ kind: 'field', order: 0, line: 7, field });
const required = (name: string) => msg('field.required', { label: `life-insurer.line.${name}` });
const en = (key: string) => givenMessages(mount().host.get(messages).find((m) => m.id === 'life-insurer.messages.en_US')!)[key];

describe('@mall-tenant/life-insurer', () => {
  it.each([cartLineFields, orderLineFields])('adds the line extras to %s, attributed to the tenant and its version', (point) => {
    const { host } = mount();
    expect(host.notices).toEqual([]);
    const entries = host.explain(point.id).filter((e) => e.pluginId === TENANT);
    expect(entries.every((e) => e.pluginVersion === version)).toBe(true);
    expect(host.get(point).filter((c) => c.id.startsWith('life-insurer.')).map((c) => c.field.name)).toEqual(EXTRAS);
  });

  it('explains its submit validators beside core', () => {
    const { host } = mount();
    const entries = host.explain(orderSubmitValidators.id);
    expect(entries.filter((e) => e.pluginId === 'core').length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.pluginId === TENANT).map((e) => e.id)).toEqual([
      'life-insurer.order.ruling-number',
      'life-insurer.order.sanction-number',
      'life-insurer.order.sanction-check',
      'life-insurer.order.ruling-currency',
      'life-insurer.order.ruling-residual',
      'life-insurer.order.requirement-date',
      'life-insurer.order.supplier-remark-length',
    ]);
  });

  // Issue 18: insurer lines showed two requirement-date fields (core's needed date and attributeDate1).
  it("hides core's needed date, so attributeDate1 is the line's one requirement date, with past days disabled", () => {
    const { host } = mount();
    expect(host.settings().hiddenFields).toEqual(['DEMAND_DATE']);
    const date = host.get(cartLineFields).find((c) => c.field.name === 'attributeDate1')!.field;
    expect(date).toMatchObject({ component: 'date', required: true, pastDaysDisabled: true });
    expect(en('life-insurer.requirement-date-required')).toBe('requirement date cannot be empty');
  });

  it('starts a line with ruling number NA', () => {
    const { host, ctx } = mount();
    expect(defaultFieldValues(host.get(cartLineFields).map((c) => c.field), ctx)).toMatchObject({ attributeVarchar11: 'NA' });
  });

  it.each<[string, FieldRow, { field: string; message: ReturnType<typeof msg> }[]]>([
    ['ruling NA, no sanction', { attributeVarchar11: 'NA', attributeDate1: TODAY }, [{ field: 'attributeVarchar11', message: required('ruling-number') }]],
    ['no ruling, no sanction', { attributeDate1: TODAY }, [{ field: 'attributeVarchar11', message: required('ruling-number') }]],
    ['a ruling number', { attributeVarchar11: 'R-1', attributeDate1: TODAY }, []],
    ['NA with a sanction number', { attributeVarchar11: 'NA', attributeVarchar12: 'S-1', attributeDate1: TODAY }, []],
    ['ruling waived without sanction', { attributeVarchar11: 'NA', attributeVarchar20: '1', attributeDate1: TODAY }, [{ field: 'attributeVarchar12', message: required('sanction-number') }]],
    ['ruling waived with sanction', { attributeVarchar11: 'NA', attributeVarchar20: '1', attributeVarchar12: 'S-1', attributeDate1: TODAY }, []],
    ['requirement date yesterday', { attributeVarchar11: 'R-1', attributeDate1: '2026-03-09' }, [{ field: 'attributeDate1', message: msg('life-insurer.requirement-date-past') }]],
    ['requirement date today', { attributeVarchar11: 'R-1', attributeDate1: TODAY }, []],
    // Spec 3: 'Requirement / need date required ('requirement date cannot be empty')'; it is the line's one date field.
    ['no requirement date', { attributeVarchar11: 'R-1' }, [{ field: 'attributeDate1', message: msg('life-insurer.requirement-date-required') }]],
  ])('line form: %s', (_, row, expected) => {
    const { host, ctx } = mount();
    expect(validateFieldRow(host.get(orderLineFields).map((c) => c.field), row, ctx)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, string[][]]>([
    ['ruling NA and no sanction', { attributeVarchar11: 'NA' }, [['attributeVarchar11', 'field.required']]],
    ['ruling waived, no sanction', { attributeVarchar11: 'NA', attributeVarchar20: '1' }, [['attributeVarchar12', 'field.required']]],
    ['ruling in another currency', { attributeVarchar11: 'R-1', attributeVarchar30: 'USD' }, [['attributeVarchar11', 'life-insurer.ruling-currency-mismatch']]],
    ['ruling in the same currency', { attributeVarchar11: 'R-1', attributeVarchar30: 'CNY', attributeDecimal11: 50 }, []],
    ['ruling with nothing left', { attributeVarchar11: 'R-1', attributeDecimal11: 0 }, [['attributeVarchar11', 'life-insurer.ruling-residual-insufficient']]],
    ['requirement date in the past', { attributeVarchar11: 'R-1', attributeDate1: '2026-03-01' }, [['attributeDate1', 'life-insurer.requirement-date-past']]],
  ])('submit: %s', async (_, extra, expected) => {
    const outcomes = own(await mount().runSubmitValidators({ orders: [order([line(extra)])] }));
    expect(outcomes.map((o) => [o.target.kind === 'field' ? o.target.field : '', o.message.key])).toEqual(expected);
    expect(outcomes.every((o) => o.level === 'error' && JSON.stringify(o.target) === JSON.stringify(lineTarget((o.target as { field: string }).field)))).toBe(true);
  });

  it("speaks the spec's currency and residual messages", () => {
    expect(en('life-insurer.ruling-currency-mismatch')).toBe("the product's ruling number currency inconsistent, please reselect");
    expect(en('life-insurer.ruling-residual-insufficient')).toBe('available amount insufficient, please reselect');
  });

  it.each([
    [100, []],
    [101, [msg('field.max-length', { label: 'life-insurer.supplier-remark', max: 100 })]],
  ])('supplier remark of %i characters', async (length, expected) => {
    const outcomes = own(await mount().runSubmitValidators({ orders: [order([line({ attributeVarchar11: 'R-1' })], { remark: 'x'.repeat(length) })] }));
    expect(outcomes.map((o) => o.message)).toEqual(expected);
    expect(outcomes.every((o) => o.ruleId === 'life-insurer.order.supplier-remark-length')).toBe(true);
  });

  it('limits the order attachment to 5 MB', () => {
    const { host } = mount();
    const attachment = host.get(orderHeaderFields).find((c) => c.id === 'life-insurer.order-header.attachment')!;
    expect(attachment.field).toMatchObject({ component: 'upload', maxFileSize: 5 * 1024 * 1024 });
    expect(ATTACHMENT_MAX_BYTES).toBe(5_242_880);
  });

  it('words every message in both locales', () => {
    const catalogues = mount().host.get(messages).filter((m) => m.id.startsWith('life-insurer.'));
    const [zh, enCatalogue] = ['zh_CN', 'en_US'].map((l) => givenMessages(catalogues.find((m) => m.locale === l)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(enCatalogue!).sort());
  });
});

describe('@mall-tenant/life-insurer sanction number check', () => {
  // The server entry's answers: a refusal is a failed call with the server's code and reason.
  const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });
  const fakeHttp = (answers: Record<string, Error | object>) => {
    const calls: unknown[] = [];
    const http: HttpClient = {
      async request<T>(_method: string, path: string, options?: HttpRequestOptions) {
        const body = options?.body as { cuxCscmroSanctionNumber: string } | undefined;
        calls.push([path, body]);
        const answer = answers[body?.cuxCscmroSanctionNumber ?? ''] ?? new Error('network request error');
        if (answer instanceof Error) throw answer;
        return answer as T;
      },
    };
    return { http, calls };
  };
  const sanctionOutcomes = async (http: HttpClient | undefined, lines: CartLine[]) =>
    (await mountPlugin(plugin, { today: TODAY, ...(http ? { http } : {}) }).runSubmitValidators({ orders: [order(lines)] })).filter(
      (o) => o.ruleId === 'life-insurer.order.sanction-check',
    );

  it("calls the server entry's route once per sanction number", async () => {
    const { http, calls } = fakeHttp({ 'PZ-2025-018': { cuxCscmroSanctionNumber: 'PZ-2025-018' } });
    const lines = [line({ attributeVarchar12: 'PZ-2025-018' }), line({ cartId: 8, attributeVarchar12: ' PZ-2025-018 ' }), line({ cartId: 9 })];
    expect(await sanctionOutcomes(http, lines)).toEqual([]);
    expect(calls.filter((c) => (c as unknown[])[0] === SANCTION_CHECK_PATH)).toEqual([[SANCTION_CHECK_PATH, { cuxCscmroSanctionNumber: 'PZ-2025-018' }]]);
    expect(SANCTION_CHECK_PATH).toBe(`/marmot/v1/{org}/marmot-api/${SANCTION_CHECK_API}`);
  });

  it.each([
    ['an unknown number', refusal('life-insurer.sanction.not-found', 'Sanction number PZ-9 does not exist')],
    ['an expired number', refusal('life-insurer.sanction.expired', 'Sanction number PZ-9 expired on 2023-12-31')],
  ])('refuses %s on its line with the server reason', async (_, answer) => {
    const { http } = fakeHttp({ 'PZ-9': answer });
    expect(await sanctionOutcomes(http, [line({ attributeVarchar12: 'PZ-9' })])).toEqual([
      expect.objectContaining({ level: 'error', message: msg('life-insurer.sanction-refused', { reason: answer.message }), target: lineTarget('attributeVarchar12') }),
    ]);
  });

  it('does not block when the check cannot be made (no answer, or no HTTP client)', async () => {
    const { http } = fakeHttp({});
    expect(await sanctionOutcomes(http, [line({ attributeVarchar12: 'PZ-9' })])).toEqual([]);
    expect(await sanctionOutcomes(undefined, [line({ attributeVarchar12: 'PZ-9' })])).toEqual([]);
  });
});

describe('@mall-tenant/life-insurer ruling number record at submit', () => {
  // The ruling lookup as the server entry seeds it: a USD ruling and a used-up one.
  const rulings = [
    { value: 'NA', meaning: 'Not applicable' },
    { value: 'CJ-USD', meaning: 'HK office', currencyCode: 'USD', residualAmount: 12000 },
    { value: 'CJ-EMPTY', meaning: 'Used up', currencyCode: 'CNY', residualAmount: 0 },
    { value: 'CJ-OK', meaning: 'Head office', currencyCode: 'CNY', residualAmount: 500 },
  ];
  const lookups: string[] = [];
  const http: HttpClient = {
    async request<T>(_method: string, path: string, options?: HttpRequestOptions) {
      lookups.push(`${path}?${String(options?.query?.lovCode)}`);
      return rulings as T;
    },
  };
  const rulingOutcomes = async (lines: CartLine[]) =>
    (await mountPlugin(plugin, { today: TODAY, http }).runSubmitValidators({ orders: [order(lines)] }))
      .filter((o) => o.ruleId === 'life-insurer.order.ruling-currency' || o.ruleId === 'life-insurer.order.ruling-residual')
      .map((o) => [o.target, o.message.key]);

  it.each<[string, string, unknown[][]]>([
    ['a ruling in another currency than the CNY line', 'CJ-USD', [[lineTarget('attributeVarchar11'), 'life-insurer.ruling-currency-mismatch']]],
    ['a ruling with no amount left', 'CJ-EMPTY', [[lineTarget('attributeVarchar11'), 'life-insurer.ruling-residual-insufficient']]],
    ['a ruling of the same currency with amount left', 'CJ-OK', []],
  ])('%s is judged by its record, not by what the line carries', async (_, ruling, expected) => {
    lookups.length = 0;
    // The line still carries what an earlier choice left: the record decides.
    expect(await rulingOutcomes([line({ attributeVarchar11: ruling, attributeVarchar30: 'CNY', attributeDecimal11: 99 })])).toEqual(expected);
    expect(lookups).toEqual(['/hpfm/v1/{org}/lovs/data?SMAL.HLCX_RULING_NUMBER']);
  });
});
