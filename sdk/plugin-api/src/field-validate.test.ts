import type { MallContext } from './context';
import type { FieldSchema } from './field-schema';
import { applyFieldChange, defaultFieldValues, validateFieldRow } from './field-validate';
import { summariseOutcomes, outcome } from './validation';
import { msg } from './message';

const ctx = { today: '2026-11-21' } as MallContext;

const fields: FieldSchema[] = [
  { name: 'eiCode', labelKey: 'cost-item', component: 'lookup', required: true, clearOnChange: ['ccCode'] },
  { name: 'ccCode', labelKey: 'cost-attribution', component: 'lookup', required: true, dependsOn: ['eiCode'] },
  { name: 'sapNum', labelKey: 'internal-order', component: 'input', maxLength: 5 },
  {
    name: 'asset',
    labelKey: 'asset-class',
    component: 'lookup',
    required: (row) => row['attributeVarchar1'] === '1' && !row['sapNum'],
  },
  { name: 'qty', labelKey: 'quantity', component: 'number', min: 1, max: 10 },
  { name: 'ruling', labelKey: 'ruling', component: 'input', defaultValue: 'NA' },
  { name: 'when', labelKey: 'date', component: 'date', defaultValue: (c: MallContext) => c.today },
  { name: 'hiddenOne', labelKey: 'hidden', component: 'input', required: true, hidden: true },
];

describe('validateFieldRow', () => {
  it.each([
    { row: { eiCode: 'E1', ccCode: 'C1' }, errors: [] },
    { row: { eiCode: ' ', ccCode: 'C1' }, errors: [['eiCode', 'field.required']] },
    { row: { eiCode: 'E1', ccCode: 'C1', sapNum: '123456' }, errors: [['sapNum', 'field.max-length']] },
    { row: { eiCode: 'E1', ccCode: 'C1', attributeVarchar1: '1' }, errors: [['asset', 'field.required']] },
    { row: { eiCode: 'E1', ccCode: 'C1', attributeVarchar1: '1', sapNum: 'S1' }, errors: [] },
    { row: { eiCode: 'E1', ccCode: 'C1', qty: 0 }, errors: [['qty', 'field.min']] },
    { row: { eiCode: 'E1', ccCode: 'C1', qty: 11 }, errors: [['qty', 'field.max']] },
    { row: { eiCode: 'E1', ccCode: 'C1', qty: 'x' }, errors: [['qty', 'field.not-a-number']] },
  ])('$row', ({ row, errors }) => {
    expect(validateFieldRow(fields, row, ctx).map((e) => [e.field, e.message.key])).toEqual(errors);
  });

  it('runs a field check after the built-in ones', () => {
    const leaf: FieldSchema = { name: 'dept', labelKey: 'dept', component: 'lookup', validate: (v) => (v === 'root' ? msg('leaf-only') : undefined) };
    expect(validateFieldRow([leaf], { dept: 'root' }, ctx)).toEqual([{ field: 'dept', message: { key: 'leaf-only' } }]);
  });
});

it('clears dependent fields and their meanings when a field changes', () => {
  const row = { eiCode: 'E1', ccCode: 'C1', ccCodeMeaning: 'Attribution' };
  expect(applyFieldChange(fields, row, 'eiCode', 'E2')).toEqual({ eiCode: 'E2', ccCode: undefined, ccCodeMeaning: undefined });
  expect(applyFieldChange(fields, row, 'eiCode', 'E1')).toEqual(row);
});

it('fills defaults, constant or from the session', () => {
  expect(defaultFieldValues(fields, ctx)).toEqual({ ruling: 'NA', when: '2026-11-21' });
});

it('an error blocks, confirms and infos do not', () => {
  const s = summariseOutcomes([outcome.confirm(msg('a')), outcome.info(msg('b')), outcome.error(msg('c'), { kind: 'order', order: 0 })]);
  expect([s.blocked, s.errors.length, s.confirms.length, s.infos.length]).toEqual([true, 1, 1, 1]);
  expect(summariseOutcomes([outcome.confirm(msg('a'))]).blocked).toBe(false);
});
