import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { completeOrder, openBeforeOrder, orderLine, PRE_ORDER } from '../test-support/open-before-order';
import { ORDER_LINE_REMARK_MAX } from './order-lines-table';

// Spec 1 screen 6: 'Remark-entry dialog with length counter; required and maxLength come from the
// caller.' Section 5: 'Per product line with productRemarkFlag = 1 the remark is required'. The
// pre-submit page's line remark opens it with the line's rule and the cell's limit.
vi.setConfig({ testTimeout: 120_000 });

it("opens the remark-entry dialog with the line's required rule and limit, and writes what is entered into the line", async () => {
  const { fake } = openBeforeOrder({ orderList: [completeOrder({ shoppingCartDTOList: [orderLine({ cartId: 1, productRemarkFlag: 1 })] })] });
  await screen.findByText('Product 1', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Enter the remark of Product 1 in a dialog' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText('please fill in Remark')).toBeInTheDocument();
  const box = within(dialog).getByRole('textbox');
  fireEvent.change(box, { target: { value: 'x'.repeat(ORDER_LINE_REMARK_MAX + 1) } });
  expect(await within(dialog).findByText(`Remark cannot exceed ${ORDER_LINE_REMARK_MAX} characters`)).toBeInTheDocument();
  fireEvent.change(box, { target: { value: '  deliver to gate 3  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('deliver to gate 3'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
  await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(1));
  const sent = fake.callsTo(PRE_ORDER)[0]!.body as { shoppingCartDTOList: { remark?: string }[] }[];
  expect(sent[0]!.shoppingCartDTOList[0]!.remark).toBe('deliver to gate 3');
});
