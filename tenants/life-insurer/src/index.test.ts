import {
  cartLineFields,
  defaultFieldValues,
  messages,
  msg,
  orderHeaderFields,
  orderLineFields,
  orderSubmitValidators,
  validateFieldRow,
  type CartLine,
  type CompanyOrderHeader,
  type FieldRow,
} from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import plugin, { ATTACHMENT_MAX_BYTES } from './index';

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
const en = (key: string) => mount().host.get(messages).find((m) => m.id === 'life-insurer.messages.en_US')!.messages[key];

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
      'life-insurer.order.ruling-currency',
      'life-insurer.order.ruling-residual',
      'life-insurer.order.requirement-date',
      'life-insurer.order.supplier-remark-length',
    ]);
  });

  it('starts a line with ruling number NA', () => {
    const { host, ctx } = mount();
    expect(defaultFieldValues(host.get(cartLineFields).map((c) => c.field), ctx)).toMatchObject({ attributeVarchar11: 'NA' });
  });

  it.each<[string, FieldRow, { field: string; message: ReturnType<typeof msg> }[]]>([
    ['ruling NA, no sanction', { attributeVarchar11: 'NA' }, [{ field: 'attributeVarchar11', message: required('ruling-number') }]],
    ['no ruling, no sanction', {}, [{ field: 'attributeVarchar11', message: required('ruling-number') }]],
    ['a ruling number', { attributeVarchar11: 'R-1' }, []],
    ['NA with a sanction number', { attributeVarchar11: 'NA', attributeVarchar12: 'S-1' }, []],
    ['ruling waived without sanction', { attributeVarchar11: 'NA', attributeVarchar20: '1' }, [{ field: 'attributeVarchar12', message: required('sanction-number') }]],
    ['ruling waived with sanction', { attributeVarchar11: 'NA', attributeVarchar20: '1', attributeVarchar12: 'S-1' }, []],
    ['requirement date yesterday', { attributeVarchar11: 'R-1', attributeDate1: '2026-03-09' }, [{ field: 'attributeDate1', message: msg('life-insurer.requirement-date-past') }]],
    ['requirement date today', { attributeVarchar11: 'R-1', attributeDate1: TODAY }, []],
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
    const [zh, enCatalogue] = ['zh_CN', 'en_US'].map((l) => catalogues.find((m) => m.locale === l)!.messages);
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(enCatalogue!).sort());
  });
});
