import type { CartLine } from '@mall/sdk';
import { screen } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { BudgetLink } from './budget-link';

vi.setConfig({ testTimeout: 60_000 });

const line = (over: Partial<CartLine> = {}): CartLine =>
  ({ cartId: 1, productId: 10, productName: 'Product 1', productSource: 'CATA', quantity: 4, latestPrice: 10, currencyCode: 'CNY', budgetSwitch: '1', ...over }) as CartLine;

describe('budget link of a cart line', () => {
  it('sums the saved rows in a short label, with the rows and quantity as its title', async () => {
    renderWithMall(<BudgetLink line={line({ budgetInfoList: [{ budgetId: 1, quantity: 1 }, { budgetId: 2, quantity: 2 }] })} />);
    const link = await screen.findByRole('button', { name: 'Budget (2)' });
    expect(link).toHaveAttribute('title', 'Budget rows: 2, quantity 3');
  });

  it("reads 'Budget' without rows and is absent when the line's budget switch is off", async () => {
    renderWithMall(
      <>
        <BudgetLink line={line({ cartId: 2, budgetSwitch: '0' })} />
        <BudgetLink line={line()} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Budget' })).not.toHaveAttribute('title');
    expect(screen.getAllByRole('button', { name: /Budget/ })).toHaveLength(1);
  });
});
