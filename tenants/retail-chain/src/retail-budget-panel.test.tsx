import { renderPluginRoute } from '@mall/sdk-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import plugin from './index';

// The retailer's budget panel over core's, from its /cart: the new row's values come from the
// cscro-budget-defaults answer, and each select shows the name its value set gives.
const lines = [{ cartId: 1, productId: 10, productName: 'Shelf labels', productSource: 'CATA', quantity: 5, latestPrice: 10, currencyCode: 'CNY', budgetSwitch: '1' }];
const valueSets: Record<string, { value: string | number; meaning: string; projectNum?: string; companyId?: number }[]> = {
  'SCUX.GOLDEN_PROJECT': [
    { value: 'PRJ-2026-001', meaning: 'East China store refurbishment' },
    { value: 'PRJ-2026-002', meaning: 'Shanghai Xuhui store opening' },
  ],
  'SCUX.GOLDEN_COMPANY': [{ value: '21', companyId: 21, meaning: 'Golden Retail Group Co., Ltd.' }],
  'SCUX.GOLDEN_PROFIT_CENTER': [{ value: 'PC-SH01', meaning: 'Shanghai Xuhui store' }],
  'SCUX.GOLDEN_BUDGET_SUBJECT': [
    { value: '6601-001', projectNum: 'PRJ-2026-001', meaning: 'Store fit-out' },
    { value: '6601-002', projectNum: 'PRJ-2026-002', meaning: 'Opening materials' },
  ],
  'SCUX.GOLDEN_FEE_TYPE': [{ value: 'STORE_SUPPLIES', meaning: 'Store supplies' }],
};
const defaultsAsked: string[] = [];
const answers = {
  'GET /smal/v1/{org}/shopping-carts': { json: lines },
  'GET /smal/v1/{org}/shopping-carts/count': { json: 1 },
  'GET /smal/v1/{org}/budget-infos': { json: { cartId: 1, budgetInfoList: [] } },
  'GET /smal/v1/{org}/cscro-budget-defaults/get': ({ url }: { url: URL }) => {
    defaultsAsked.push(url.searchParams.get('companyId') ?? '');
    return { json: { account: 'PC-SH01', accountMeaning: 'Shanghai Xuhui store', costCode: 'STORE_SUPPLIES', costCodeMeaning: 'Store supplies', subject: '6601-001', subjectMeaning: 'Store fit-out', projectNum: 'PRJ-2026-001', projectNumMeaning: 'East China store refurbishment' } };
  },
  'GET /hpfm/v1/{org}/lovs/data': ({ url }: { url: URL }) => {
    const rows = valueSets[url.searchParams.get('lovCode') ?? ''] ?? [];
    const project = url.searchParams.get('projectNum');
    return { json: project ? rows.filter((r) => r.projectNum === project) : rows };
  },
};

vi.setConfig({ testTimeout: 90_000 });

it("starts a new budget row from the company's cscro budget defaults", async () => {
  await renderPluginRoute(plugin, '/cart', { answers });
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  fireEvent.click(await within(table).findByRole('button', { name: 'Budget' }));
  const panel = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  fireEvent.click(within(panel).getByRole('button', { name: 'New budget' }));
  for (const name of ['East China store refurbishment', 'Golden Retail Group Co., Ltd.', 'Shanghai Xuhui store', 'Store fit-out', 'Store supplies']) {
    await within(panel).findByText(name, {}, { timeout: 20_000 });
  }
  expect(defaultsAsked).toEqual(['21']);
  await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Budget subject' })).not.toBeDisabled());
});
