import type { FieldSchema, MallContext } from '@mall/sdk';
import { missingFieldDefaults } from './field-defaults';

const ctx = { today: '2026-11-24' } as MallContext;
const fields: FieldSchema[] = [
  // Spec 3 "Insurer tenant line extras": 'attributeVarchar11 (ruling number, default NA)'.
  { name: 'attributeVarchar11', labelKey: 'ruling', component: 'lookup', defaultValue: 'NA' },
  { name: 'attributeDate1', labelKey: 'date', component: 'date', defaultValue: (c: MallContext) => c.today },
  { name: 'attributeVarchar12', labelKey: 'sanction', component: 'input' },
];

it('fills the defaults of the fields a line has no value for, and keeps what it has', () => {
  expect(missingFieldDefaults(fields, {}, ctx)).toEqual({ attributeVarchar11: 'NA', attributeDate1: '2026-11-24' });
  expect(missingFieldDefaults(fields, { attributeVarchar11: 'CJ-2025-0031', attributeDate1: '' }, ctx)).toEqual({ attributeDate1: '2026-11-24' });
});
