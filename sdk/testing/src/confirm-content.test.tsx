import { screen, within } from '@testing-library/react';
import { cartSettleValidators, definePlugin, messages, msg, outcome, type CartLine } from '@mall/sdk';
import { mountPlugin } from './mount-plugin';
import { renderOutcome } from './render-outcome';

// Issue 15 "Confirmations with content": a confirm carries a table or list and an action on
// confirm or cancel; the kit asks them as the mall does and renders them with core's renderer.
const PLUGIN = '@mall-tenant/confirm-probe';
const events: string[] = [];
const probe = definePlugin({
  id: PLUGIN,
  version: '1.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(cartSettleValidators, {
      id: 'confirm-probe.old-stock',
      validate: ({ lines }, { cart }) => [
        outcome.confirm(msg('probe.old-stock'), undefined, {
          content: {
            kind: 'table',
            columns: [
              { key: 'name', title: msg('probe.column.name') },
              { key: 'days', title: msg('probe.column.days') },
            ],
            rows: lines.map((l) => ({ name: l.productName ?? '', days: l.cartId * 10 })),
          },
          onCancel: () => cart.putFirst(lines.map((l) => l.cartId).reverse()),
          onConfirm: () => void events.push('first confirmed'),
        }),
        outcome.confirm(msg('probe.second'), undefined, {
          content: { kind: 'list', items: ['A', 'B', 'C', 'D'], limit: 3 },
          onConfirm: () => void events.push('second confirmed'),
        }),
      ],
    });
    ctx.contribute(
      messages,
      { id: 'confirm-probe.en', locale: 'en_US', messages: { 'probe.old-stock': 'Old stock, go on?', 'probe.column.name': 'Product', 'probe.column.days': 'Days', 'probe.second': 'Second question' } },
      { id: 'confirm-probe.zh', locale: 'zh_CN', messages: { 'probe.old-stock': '库存较旧，继续吗？', 'probe.column.name': '商品', 'probe.column.days': '天数', 'probe.second': '第二个问题' } },
    );
  },
});

const lines = [
  { cartId: 1, productName: 'Resistor' },
  { cartId: 2, productName: 'Capacitor' },
] as CartLine[];

describe('confirmations with content in the kit', () => {
  beforeEach(() => void events.splice(0));

  it('runs the cancel action (re-sorting the cart) and asks nothing after a cancel', async () => {
    const mounted = mountPlugin(probe);
    const outcomes = await mounted.runSettleValidators({ lines });
    expect(outcomes.map((o) => [o.level, o.ruleId, o.pluginId])).toEqual([
      ['confirm', 'confirm-probe.old-stock', PLUGIN],
      ['confirm', 'confirm-probe.old-stock', PLUGIN],
    ]);
    const answered = await mounted.answerConfirms(outcomes, [false]);
    expect(answered.goOn).toBe(false);
    expect(answered.asked.map((o) => o.message.key)).toEqual(['probe.old-stock']);
    expect(mounted.putFirstCalls).toEqual([[2, 1]]);
    expect(events).toEqual([]);
  });

  it('runs each confirm action in order when the buyer goes on', async () => {
    const mounted = mountPlugin(probe);
    const answered = await mounted.answerConfirms(await mounted.runSettleValidators({ lines }), [true, true]);
    expect(answered.goOn).toBe(true);
    expect(events).toEqual(['first confirmed', 'second confirmed']);
    expect(mounted.putFirstCalls).toEqual([]);
  });

  it("renders the table's translated titles and cells and the list's first items then 'etc.' through core", async () => {
    const outcomes = await mountPlugin(probe).runSettleValidators({ lines });
    const { unmount } = renderOutcome(probe, outcomes[0]!);
    const table = within(screen.getByTestId('outcome-table'));
    expect(screen.getByText('Old stock, go on?')).toBeInTheDocument();
    // antd repeats a scrolling table's header row for measuring, so a title shows up more than once
    expect(table.getAllByText('Product')[0]).toBeInTheDocument();
    expect(table.getByText('Capacitor')).toBeInTheDocument();
    expect(table.getByText('20')).toBeInTheDocument();
    unmount();
    renderOutcome(probe, outcomes[1]!);
    const items = within(screen.getByTestId('outcome-list')).getAllByRole('listitem').map((i) => i.textContent);
    expect(items).toEqual(['A', 'B', 'C', 'etc.']);
  });
});
