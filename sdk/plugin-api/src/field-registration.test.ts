import type { MallContext } from './context';
import { checkChoice, lookupQuery } from './field-lookup';
import { fieldMessagesOf, fieldMessageTexts } from './field-messages';
import { coreFieldRegistration, resolveFieldRegistrations, type FieldRegistration } from './field-registration';
import type { FieldSchema } from './field-schema';
import { budgetDimensions } from './points/budget';
import { configuredDimensions } from './points/configured-dimensions';

const CORE_CONFIGURED_DIMENSIONS_ID = configuredDimensions.id;
import { cartLineFields, orderLineFields } from './points/fields';
import { cartSelectionRules } from './points/cart';

const ctx = {
  today: '2026-11-21',
  config: { budgetDimensionList: [{ fieldName: 'budgetCode', budgetItemName: 'Budget', componentType: 'LOV', lovCode: 'SMAL.BUDGET', requiredFlag: 1 }] },
} as unknown as MallContext;

const project: FieldSchema = { name: 'projectNum', labelKey: 'project', component: 'lookup', lookupCode: 'P', required: true };
const extra = (name: string, order?: number) => ({ id: `t.${name}`, order, field: { name, labelKey: name, component: 'input' as const } });

describe('resolveFieldRegistrations: the merge the server runs over core and a tenant', () => {
  it("gives core's configured dimensions to a tenant without fields", () => {
    const set = resolveFieldRegistrations([coreFieldRegistration]);
    expect(set.fieldsOf('budget-row', ctx).map((f) => [f.name, f.required])).toEqual([['budgetCode', true]]);
    expect(set.fieldsOf('cart-line', ctx)).toEqual([]);
  });

  it("takes a tenant's replacement of core's dimensions in core's place", () => {
    const tenant: FieldRegistration = (c) => c.replace(budgetDimensions, CORE_CONFIGURED_DIMENSIONS_ID, { fields: [project] });
    const set = resolveFieldRegistrations([coreFieldRegistration, { pluginId: 'tenant', register: tenant }]);
    expect(set.fieldsOf('budget-row', ctx)).toEqual([project]);
    expect(set.budgetDimensions.map((d) => d.id)).toEqual([CORE_CONFIGURED_DIMENSIONS_ID]);
  });

  it('drops a disabled contribution and sorts the rest by order, then load order', () => {
    const tenant: FieldRegistration = (c) => {
      c.disable(budgetDimensions, CORE_CONFIGURED_DIMENSIONS_ID);
      c.contribute(cartLineFields, extra('late', 5), extra('early', -1), extra('plain'));
      c.contribute(orderLineFields, extra('line'));
    };
    const set = resolveFieldRegistrations([coreFieldRegistration, { pluginId: 'tenant', register: tenant }]);
    expect(set.fieldsOf('budget-row', ctx)).toEqual([]);
    expect(set.fieldsOf('cart-line', ctx).map((f) => f.name)).toEqual(['early', 'plain', 'late']);
    expect(set.fieldsOf('order-line', ctx).map((f) => f.name)).toEqual(['line']);
  });

  it.each<[string, FieldRegistration, RegExp]>([
    ['a repeated id', (c) => c.contribute(budgetDimensions, { id: CORE_CONFIGURED_DIMENSIONS_ID, fields: [] }), /already contributed; use replace/],
    ['a replacement of nothing', (c) => c.replace(cartLineFields, 'core.none', { field: project }), /replaces "core.none".*no plugin contributed/],
    ['a point that carries no fields', (c) => c.contribute(cartSelectionRules, { id: 'x', check: () => ({ allowed: true }) } as never), /not a field point/],
  ])('refuses %s, naming the plugin', (_name, register, error) => {
    expect(() => resolveFieldRegistrations([coreFieldRegistration, { pluginId: '@mall-tenant/x', register }])).toThrow(error);
    expect(() => resolveFieldRegistrations([coreFieldRegistration, { pluginId: '@mall-tenant/x', register }])).toThrow('@mall-tenant/x');
  });
});

describe('checkChoice: only what the picker offers', () => {
  const subject: FieldSchema = { name: 'budgetCode', labelKey: 'subject', component: 'lookup', lookupCode: 'S', queryParams: { projectNum: '{projectNum}' } };
  const unknown = { key: 'field.lookup.unknown', params: { label: 'subject' } };

  it('fills the lookup query from the row, as the browser picker asks it', () => {
    expect(lookupQuery(subject, { projectNum: 'P1' })).toEqual({ lovCode: 'S', projectNum: 'P1' });
    expect(lookupQuery(subject, {})).toEqual({ lovCode: 'S', projectNum: undefined });
  });

  it.each([
    ['a listed value', 'A', [{ value: 'A' }], undefined],
    ['a value compared as text', 7, [{ value: '7' }], undefined],
    ['a value not listed', 'B', [{ value: 'A' }], unknown],
    ['any value of an empty lookup', 'A', [], unknown],
  ])('%s', (_name, value, records, expected) => expect(checkChoice(subject, value, records)).toEqual(expected));

  it('reads the value field the schema names, and refuses a branch of a leaf-only tree with its message', () => {
    const dept: FieldSchema = { name: 'costCode', labelKey: 'dept', component: 'lookup', lookupCode: 'D', valueField: 'code', leafOnly: { message: { key: 'leaf' } } };
    expect(checkChoice(dept, 'D1', [{ code: 'D1', leafFlag: 1 }])).toBeUndefined();
    expect(checkChoice(dept, 'D0', [{ code: 'D0', leafFlag: 0 }])).toEqual({ key: 'leaf' });
  });

  it("checks a select without a lookup against its options", () => {
    const waived: FieldSchema = { name: 'w', labelKey: 'w', component: 'select', options: [{ value: '1', labelKey: 'yes' }] };
    expect(checkChoice(waived, '1', undefined)).toBeUndefined();
    expect(checkChoice(waived, '7', undefined)).toEqual({ key: 'field.lookup.unknown', params: { label: 'w' } });
  });
});

it('has every field message in both locales with the same placeholders', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const texts of Object.values(fieldMessageTexts)) expect(placeholders(texts.zh_CN)).toEqual(placeholders(texts.en_US));
  expect(Object.keys(fieldMessagesOf('zh_CN'))).toEqual(Object.keys(fieldMessagesOf('en_US')));
});
