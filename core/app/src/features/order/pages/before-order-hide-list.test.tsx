import { fireEvent, screen, within } from '@testing-library/react';
import { completeOrder, openBeforeOrder, orderLine, PRE_ORDER } from '../test-support/open-before-order';

vi.setConfig({ testTimeout: 120_000 });

const submit = () => fireEvent.click(screen.getByText('Submit order').closest('button')!);
// a line whose needed date the buyer has not given yet
const undated = () => completeOrder({ shoppingCartDTOList: [orderLine({ cartId: 1, neededDate: undefined })] });

/** Spec 1 section 5 "Other rules": the needed date is required per line, and hidden with DEMAND_DATE. */
describe('pre-submit page and the hide list', () => {
  it('asks for a missing needed date on the line and sends nothing', async () => {
    const { fake } = openBeforeOrder({ orderList: [undated()] });
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    expect(screen.getAllByLabelText('Needed date')).toHaveLength(2);
    submit();
    const row = (await screen.findByText('requirement date cannot be empty')).closest('tr')!;
    expect(within(row).getByText('Product 1')).toBeInTheDocument();
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(0);
  });

  it('with DEMAND_DATE in the hide list shows no needed date, in the header or the lines, and submits without one', async () => {
    const { fake } = openBeforeOrder(
      { orderList: [undated()] },
      { config: { hideFieldList: ['DEMAND_DATE'] }, script: (f) => f.on(`POST ${PRE_ORDER}`, { json: { failed: false, result: 'LOT3' } }) },
    );
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    expect(screen.queryByLabelText('Needed date')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Needed date' })).not.toBeInTheDocument();
    submit();
    await screen.findByTestId('probe', {}, { timeout: 5000 });
    expect(screen.queryByText('requirement date cannot be empty')).not.toBeInTheDocument();
    const [header] = fake.callsTo(PRE_ORDER)[0]!.body as { shoppingCartDTOList: Record<string, unknown>[] }[];
    expect(header!.shoppingCartDTOList[0]).not.toHaveProperty('neededDate');
  });
});
