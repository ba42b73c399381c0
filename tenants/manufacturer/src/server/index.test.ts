// @vitest-environment node
import { coreFieldRegistration, resolveFieldRegistrations, validateFieldRow } from '@mall/sdk/server';
import { RECEIPT } from '../receipt-fields';
import serverEntry from './index';

describe("the manufacturer's server entry", () => {
  it('refuses a receipt line without cost centre with the message the browser shows', () => {
    expect(serverEntry.id).toBe('@mall-tenant/manufacturer');
    const ctx = { today: '2026-11-24', config: {}, settings: {} } as never;
    const resolved = resolveFieldRegistrations([coreFieldRegistration, { pluginId: serverEntry.id, register: serverEntry.fields! }]);
    const receipt = resolved.fieldsOf('receipt-line', ctx);
    const full = { [RECEIPT.costCentre]: 'CC-100', [RECEIPT.useType]: 'OFFICE', [RECEIPT.invoiceReceiver]: 'Li Lei', [RECEIPT.invoiceAddress]: 'Liuzhou' };
    expect(validateFieldRow(receipt, full, ctx)).toEqual([]);
    const refused = validateFieldRow(receipt, { ...full, [RECEIPT.costCentre]: '' }, ctx);
    expect(refused.map((e) => [e.field, e.message.key])).toEqual([[RECEIPT.costCentre, 'manufacturer.receipt.cost-centre-required']]);
  });
});
