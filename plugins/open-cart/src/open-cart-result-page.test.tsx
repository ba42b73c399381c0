import { renderPluginRoute } from '@mall/sdk-testing';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import plugin, { OPEN_CART_RESULT_PATH } from './index';
import { leaveFor, type OpenCartResultState } from './open-cart-result-page';

// The page reads what /req-open-cart handed over from the navigation state.
let state: OpenCartResultState | null = null;
vi.mock('react-router-dom', async (original) => ({ ...(await original<typeof import('react-router-dom')>()), useLocation: () => ({ pathname: OPEN_CART_RESULT_PATH, state }) }));

const returned = { action: 'http://srm.example/hook', itemCount: 2, sendUrl: '/punchout/send?ticket=abc' };
const line = (productId: number, cuxBudgetWarningFlag: 0 | 1) => ({
  lineId: productId + 100,
  productId,
  productSource: 'CATA' as const,
  productName: `Goods ${productId}`,
  itemCode: `IT-${productId}`,
  quantity: 1,
  totalPrice: 600,
  currencyCode: 'CNY',
  address: { addressId: 42, fullAddress: 'Shanghai Pudong 8', receiveChannel: 1 },
  cuxBudgetWarningFlag,
});

describe('@mall-plugin/open-cart: the result page', () => {
  it('sends the cart at once when no line carries a budget warning', async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    state = { returned, submitted: { orderLineList: [line(1, 0), line(2, 0)], budgetWarningCount: 0 }, cancelled: false };
    await renderPluginRoute(plugin, OPEN_CART_RESULT_PATH);
    expect(await screen.findByText('2 items are being sent to your requisition system')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/punchout/send?ticket=abc');
    expect(screen.getByText('Open cart result')).toBeInTheDocument();
    assign.mockRestore();
  });

  it('says a cancelled punch-out goes back without items', async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    state = { returned: { ...returned, itemCount: 0 }, cancelled: true };
    await renderPluginRoute(plugin, OPEN_CART_RESULT_PATH);
    expect(await screen.findByText('The punch-out was cancelled; you are going back to your requisition system')).toBeInTheDocument();
    expect(screen.queryByText(/being sent/)).not.toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/punchout/send?ticket=abc');
    assign.mockRestore();
  });

  it('lists the lines over budget (cuxBudgetWarningFlag 1) and waits for the buyer to continue', async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    state = { returned, submitted: { orderLineList: [line(1, 0), line(2, 1)], budgetWarningCount: 1 }, cancelled: false };
    await renderPluginRoute(plugin, OPEN_CART_RESULT_PATH);
    // spec 3 section 8's budget check prompt, word for word, and never "being sent" while it waits
    expect(await screen.findByText('Budget occupied amount exceeds total budget, please confirm whether to continue submitting')).toBeInTheDocument();
    expect(screen.getByText('The following products exceed budget or the warning line, confirm to continue')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 lines are over the chosen budget; nothing has been sent yet: Continue sends the cart to your requisition system')).toBeInTheDocument();
    expect(screen.queryByText(/being sent/)).not.toBeInTheDocument();
    expect(screen.getByText('Over budget').closest('li')).toHaveTextContent('Goods 2 · IT-2 · 600.00 CNY');
    expect(screen.queryByText(/Goods 1/)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/punchout/send?ticket=abc');
    assign.mockRestore();
  });
});
