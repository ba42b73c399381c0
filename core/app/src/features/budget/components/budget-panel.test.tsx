import { BudgetApiToken, budgetDimensions, definePlugin, msg, type BudgetApi, type CartLine } from '@mall/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { applyRebinds } from '../../../shell/apply-rebinds';
import { renderWithMall, type RenderWithMallOptions } from '../../../test-support/render-with-mall';
import { BatchBudgetLink } from './batch-budget-link';
import { BudgetLink } from './budget-link';

const BUDGETS = '/smal/v1/11/budget-infos';
const CARTS = '/smal/v1/11/shopping-carts';
const LOVS = '/hpfm/v1/11/lovs/data';

const line = (cartId: number, over: Partial<CartLine> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Product ${cartId}`, productSource: 'CATA', quantity: 4, latestPrice: 10, currencyCode: 'CNY', companyId: 21, budgetSwitch: '1', ...over }) as CartLine;

// Core's configured dimensions from the session config: one LOV naming the budget.
const config = { budgetDimensionList: [{ fieldName: 'budgetCode', budgetItemName: 'Budget item', componentType: 'LOV' as const, lovCode: 'SMAL.BUDGETS', requiredFlag: 1 as const }] };

function script(fake: FakeFetch) {
  fake.on(`GET ${LOVS}`, { json: [{ value: 'BUD-IT', meaning: 'IT budget' }, { value: 'BUD-OFFICE', meaning: 'Office budget' }] });
  fake.on(`GET ${BUDGETS}`, {
    json: { cartId: 1, budgetSwitch: '1', budgetInfoList: [{ budgetId: 5, cartId: 1, orderSeq: 1, budget: JSON.stringify({ budgetCode: 'BUD-IT', budgetCodeMeaning: 'IT budget' }), quantity: 2, remainingBudget: 480, action: 'update' }] },
  });
  fake.on(`POST ${BUDGETS}/budget-occupy/remain`, { json: [] });
  fake.on(`GET ${CARTS}`, { json: [] });
  fake.on(`GET ${CARTS}/count`, { json: 0 });
}

const mount = (ui: React.ReactElement, options: RenderWithMallOptions = {}) => renderWithMall(ui, { config, script, ...options });

async function chooseBudget(row: HTMLElement, text: string) {
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Budget item' }));
  fireEvent.click(await screen.findByText(text, { selector: '.ant-select-item-option-content' }, { timeout: 5000 }));
}

const drawer = async (title: string) => (await screen.findByText(title, { selector: '.ant-drawer-title' }, { timeout: 10_000 })).closest('.ant-drawer') as HTMLElement;
const bodyRows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row-level-0')];

vi.setConfig({ testTimeout: 120_000 });

describe('budget panel, one line', () => {
  it("opens 'Choose budget info' with the line's saved rows, and a new row without quantity sends nothing", async () => {
    const { fake } = mount(<BudgetLink line={line(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Budget' }));
    const panel = await drawer('Choose budget info');
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(fake.callsTo(BUDGETS)[0]!.url.searchParams.get('cartId')).toBe('1');
    fireEvent.click(within(panel).getByRole('button', { name: 'New budget' }));
    expect(within(panel).getByText('New')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('please enter quantity')).toBeInTheDocument();
    expect(within(panel).getByText('Budget item is required')).toBeInTheDocument();
    expect(fake.callsTo(BUDGETS).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves the rows with their dimensions as budget JSON, reloads the cart and closes', async () => {
    const { fake } = mount(<BudgetLink line={line(1)} />);
    fake.on(`POST ${BUDGETS}`, { json: { cartId: 1, budgetSwitch: '1', budgetInfoList: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Budget' }));
    const panel = await drawer('Choose budget info');
    await within(panel).findByText('Saved');
    fireEvent.click(within(panel).getByRole('button', { name: 'New budget' }));
    const added = bodyRows(panel)[1]!;
    await chooseBudget(added, 'Office budget');
    fireEvent.change(within(added).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.callsTo(BUDGETS).filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = fake.callsTo(BUDGETS).find((c) => c.method === 'POST')!.body as { cartId: number; budgetInfoList: { budgetId?: number; quantity: number; budget: string }[] };
    expect(body.cartId).toBe(1);
    expect(body.budgetInfoList.map((r) => [r.budgetId, r.quantity, JSON.parse(r.budget)])).toEqual([
      [5, 2, { budgetCode: 'BUD-IT', budgetCodeMeaning: 'IT budget' }],
      [undefined, 1, { budgetCode: 'BUD-OFFICE', budgetCodeMeaning: 'Office budget' }],
    ]);
    await waitFor(() => expect(fake.callsTo(CARTS).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('Choose budget info', { selector: '.ant-drawer-title' })).not.toBeInTheDocument());
  });

  it('deletes a saved row with DELETE budget-infos after the buyer confirms', async () => {
    const { fake } = mount(<BudgetLink line={line(1)} />);
    fake.on(`DELETE ${BUDGETS}`, { json: { deleted: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Budget' }));
    const panel = await drawer('Choose budget info');
    await within(panel).findByText('Saved');
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete this budget row?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    expect(fake.callsTo(BUDGETS).filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).queryByText('Saved')).not.toBeInTheDocument());
    expect(fake.callsTo(BUDGETS).filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([[{ cartId: 1, budgetInfoList: [{ budgetId: 5 }] }]]);
  });

  it.each([
    ['a punch-out item (quotation number)', { qtHeaderNo: 'QT-9' }],
    ['a line under a purchase order header (linkType ORDER)', { linkType: 'ORDER' }],
    ['a line of a submitted request (linkType REQUEST)', { linkType: 'REQUEST' }],
  ])("%s shows 'Look at budget info' with nothing to edit", async (_case, over) => {
    mount(<BudgetLink line={line(1, over)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Look at budget info' }));
    const panel = await drawer('Look at budget info');
    await within(panel).findByText('Saved');
    expect(within(panel).queryByRole('button', { name: 'New budget' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('talks to the budget API a plugin rebinds, not to budget-infos', async () => {
    const listed: number[] = [];
    const tenantApi: BudgetApi = {
      list: async (l) => (listed.push(l.cartId), [{ budgetId: 9, quantity: 1, budgetCode: 'BUD-IT' }]),
      save: async () => undefined,
      remove: async () => undefined,
      remain: async () => [],
    };
    const tenant = definePlugin({ id: 'tenant.own-budget', sdk: '^1.0.0', register: (ctx) => ctx.rebind(BudgetApiToken, () => tenantApi) });
    // renderWithMall registers the plugin but does not apply service rebinds as the mall's boot
    // does, so the test catches the mall's container as features load into it and applies them.
    const loads = vi.spyOn(Container.prototype, 'load');
    const mall = mount(<BudgetLink line={line(1)} />, { plugins: [tenant] });
    const container = loads.mock.contexts.find((c): c is Container => c instanceof Container && c.isBound(BudgetApiToken.id))!;
    loads.mockRestore();
    applyRebinds(container, mall.host.rebinds());
    fireEvent.click(screen.getByRole('button', { name: 'Budget' }));
    const panel = await drawer('Choose budget info');
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(listed).toEqual([1]);
    expect(mall.fake.callsTo(BUDGETS)).toHaveLength(0);
  });
});

describe('budget panel, batch', () => {
  const lines = [line(1), line(2), line(3)];

  it.each([
    ['no selection', []],
    ['several companies', [line(1), line(2, { companyId: 22 })]],
    ['an invalid line', [line(1), line(2, { invalidFlag: 1 })]],
  ])('the batch link is disabled with %s', (_, selected) => {
    mount(<BatchBudgetLink lines={lines} selected={selected} />);
    expect(screen.getByRole('button', { name: 'Batch budget' })).toBeDisabled();
  });

  it('is disabled when a budget dimension set refuses the lines, with its message as tooltip', async () => {
    const refusing = definePlugin({
      id: 'tenant.no-mix',
      sdk: '^1.0.0',
      register: (ctx) => {
        ctx.contribute(budgetDimensions, { id: 'tenant.no-mix.dims', fields: [], canBatch: () => msg('tenant.no-mix') });
        ctx.contribute({ id: 'messages' } as never, { id: 'tenant.no-mix.en', locale: 'en_US', messages: { 'tenant.no-mix': 'These products cannot share a budget' } });
      },
    });
    mount(<BatchBudgetLink lines={lines} selected={lines} />, { plugins: [refusing] });
    const button = screen.getByRole('button', { name: 'Batch budget' });
    expect(button).toBeDisabled();
    fireEvent.mouseEnter(button.parentElement!);
    expect(await screen.findByText('These products cannot share a budget')).toBeInTheDocument();
  });

  it('warns of the overwrite, needs a non-zero quantity per product, then batch-creates and puts failing lines on top', async () => {
    const { fake } = mount(<BatchBudgetLink lines={lines} selected={lines} />);
    fake.on(`POST ${BUDGETS}/batch-create`, {
      json: [
        { cartId: 1, budgetInfoList: [] },
        { cartId: 2, budgetInfoList: [] },
        { cartId: 3, success: 0, errorMessage: 'Insufficient budget: IT budget', budgetInfoList: [] },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Batch budget' }));
    const panel = await drawer('Choose budget info');
    expect(within(panel).getByText('Batch operation will overwrite existing budget info of the listed products, proceed carefully')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'New budget' }));
    await chooseBudget(bodyRows(panel)[0]!, 'IT budget');
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Quantity Product 2' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('please enter quantity')).toBeInTheDocument();
    expect(fake.callsTo(`${BUDGETS}/batch-create`)).toHaveLength(0);

    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Quantity Product 2' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('1 products failed budget, maintain budget info')).toBeInTheDocument();
    const sent = fake.callsTo(`${BUDGETS}/batch-create`)[0]!.body as { cartId: number; budgetInfoList: { quantity: number; budget: string }[] }[];
    expect(sent.map((d) => [d.cartId, d.budgetInfoList.map((r) => [r.quantity, JSON.parse(r.budget).budgetCode])])).toEqual([
      [1, [[4, 'BUD-IT']]],
      [2, [[3, 'BUD-IT']]],
      [3, [[4, 'BUD-IT']]],
    ]);
    const products = [...panel.querySelectorAll('.ant-table-expanded-row .ant-table-tbody > tr.ant-table-row')].map((r) => r.textContent ?? '');
    expect(products[0]).toContain('Product 3');
    expect(products[0]).toContain('Insufficient budget: IT budget');
    expect(screen.getByText('Choose budget info', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  });
});
