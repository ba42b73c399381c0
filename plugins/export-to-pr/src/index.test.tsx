import { cartFooterSlot, givenMessages, messages, type CartLine } from '@mall/sdk';
import { mountPlugin, renderPluginSlot } from '@mall/sdk-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import plugin, { canExport, cartTabOf, debounce, EXPORT_DEBOUNCE_MS, exportToPr, linkSourceOf } from './index';

const line = (cartId: number, extra: Partial<CartLine> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Goods ${cartId}`, productSource: 'JD', quantity: 2, latestPrice: 9, currencyCode: 'CNY', ...extra }) as CartLine;
const catalogue = (cartId: number) => line(cartId, { productSource: 'CATA' });
const en = givenMessages(mountPlugin(plugin).host.get(messages).find((m) => m.id === 'export-to-pr.messages.en_US')!);
const UNITS = [
  { unitId: 11, unitName: 'Network Dept', defaultFlag: 1 },
  { unitId: 12, unitName: 'Finance Dept', defaultFlag: 0 },
];
const TYPES = [{ value: 'STANDARD', meaning: 'Standard purchase request', prTypeId: 1, prTypeName: 'Standard purchase request' }];

describe('@mall-plugin/export-to-pr: when export is offered', () => {
  it('reads EC from the line, or from its e-commerce source when the cart gives none', () => {
    expect(linkSourceOf(line(1))).toBe('EC');
    expect(linkSourceOf(line(1, { linkSource: 'CATA' }))).toBe('CATA');
    expect(linkSourceOf(catalogue(2))).toBe('CATA');
    expect(linkSourceOf(line(3, { productSource: 'MANUAL' }))).toBe('MANUAL');
  });

  it.each([
    ['every line EC, tab 1', [line(1), line(2)], 1, true],
    ['every line EC, tab 2', [line(1)], 2, true],
    ['every line EC, tab 3', [line(1)], 3, false],
    ['one catalogue line', [line(1), catalogue(2)], 1, false],
    ['nothing selected', [], 1, false],
  ] as const)('%s: %s', (_, selected, tab, expected) => {
    expect(canExport(selected, tab)).toBe(expected);
  });

  it('takes the cart tab from ?tab=, 1 when absent or not a tab', () => {
    expect([cartTabOf(''), cartTabOf('?tab=2'), cartTabOf('?tab=x'), cartTabOf('?tab=0')]).toEqual([1, 2, 1, 1]);
  });

  it('sends once, 500 ms after the last of several clicks', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const send = debounce((n: number) => sent.push(n), EXPORT_DEBOUNCE_MS);
    send(1);
    vi.advanceTimersByTime(300);
    send(2);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([2]);
    vi.useRealTimers();
  });

  it("words the dialog in both locales, with spec 3's hint and failure", () => {
    const zh = givenMessages(mountPlugin(plugin).host.get(messages).find((m) => m.id === 'export-to-pr.messages.zh_CN')!);
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(en['export-to-pr.hint']).toBe('Please choose only e-commerce-sourced items');
    expect(en['export-to-pr.failed']).toBe('Generate purchase request failed');
  });
});

describe('@mall-plugin/export-to-pr: the dialog', () => {
  it('requires both fields, locks the budget department to the own unit when asked, and exports the selected lines', async () => {
    const sent: unknown[] = [];
    const lines = [line(1), line(2)];
    renderPluginSlot(exportToPr({ lockBudgetDepartment: true }), cartFooterSlot, { lines, selected: lines }, {
      answers: {
        'GET /hpfm/v1/{org}/lovs/data': { json: TYPES },
        'GET /smal/v1/{org}/purchase-units/mine': { json: UNITS },
        'POST /marmot/v1/{org}/marmot-api/export-pr': (call) => {
          sent.push(call.body);
          return { json: { isFailed: false, prHeaderId: 5, prNum: 'PR-EC-000005', message: 'ok' } };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export to purchase request' }));
    expect(await screen.findByText('Please choose only e-commerce-sourced items')).toBeInTheDocument();
    // The own (default) unit is filled in and cannot be changed.
    expect(await screen.findByTitle('Network Dept', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Budget department' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /OK/ }));
    expect(await screen.findByText('Purchase request type cannot be empty')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Purchase request type' }));
    fireEvent.click(await screen.findByTitle('Standard purchase request'));
    fireEvent.click(screen.getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(sent).toEqual([{ prTypeId: 1, unitId: 11, cartList: [{ cartId: 1, quantity: 2 }, { cartId: 2, quantity: 2 }] }]), { timeout: 3000 });
  });

  it('is disabled while a catalogue line is selected', async () => {
    const lines = [line(1), catalogue(2)];
    renderPluginSlot(plugin, cartFooterSlot, { lines, selected: lines });
    expect(await screen.findByRole('button', { name: 'Export to purchase request' })).toBeDisabled();
  });
});
