import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import PaymentResultPage from './payment-result-page';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };
const STATUS = '/smodr/v1/11/orders/order-payment';

describe('payment result', () => {
  it.each([
    { path: '/payment-result?paymentOrderNum=PAY1', name: 'payment-result' },
    { path: '/pay-result.html?paymentOrderNum=PAY1', name: 'pay-result.html' },
  ])('$name: PAID with successFlag 1 is a success, checked with the gateway', async ({ path }) => {
    const { fake } = renderWithMall(<PaymentResultPage />, {
      path,
      script: (f) => f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status: 'PAID', successFlag: 1 } }),
    });
    expect(await screen.findByText('Payment successful', undefined, T)).toBeInTheDocument();
    expect(fake.callsTo(STATUS)[0]!.body).toEqual({ paymentOrderNum: 'PAY1' });
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('WAITING is not paid yet: Pay now goes back to pay online, Refresh asks again', async () => {
    let status = 'WAITING';
    const { fake } = renderWithMall(<PaymentResultPage />, {
      path: '/payment-result?paymentOrderNum=PAY1',
      script: (f) => f.on(`POST ${STATUS}`, () => ({ json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status, successFlag: status === 'PAID' ? 1 : 0 } })),
    });
    expect(await screen.findByText('Not paid yet', undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pay-online?paymentOrderNum=PAY1&batchNum=LOT-7');
    status = 'PAID';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Payment successful', undefined, T)).toBeInTheDocument();
    expect(fake.callsTo(STATUS)).toHaveLength(2);
  });

  it('a failed check shows the error and offers a refresh', async () => {
    renderWithMall(<PaymentResultPage />, {
      path: '/payment-result?paymentOrderNum=PAY1',
      script: (f) => f.on(`POST ${STATUS}`, { status: 422, json: { failed: true, code: 'x', message: 'The payment does not exist' } }),
    });
    expect(await screen.findByText('Payment failed', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('The payment does not exist', { selector: '.ant-result-subtitle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('under the personal mall the links go to the personal cart and home', async () => {
    renderWithMall(<PaymentResultPage />, {
      path: '/sigl/payment-result?paymentOrderNum=PAY1',
      script: (f) => f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status: 'PAID', successFlag: 1 } }),
    });
    await screen.findByText('Payment successful', undefined, T);
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/sigl/cart');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/sigl');
  });

  it('without a payment order number calls nothing', async () => {
    const { fake } = renderWithMall(<PaymentResultPage />, { path: '/payment-result' });
    expect(await screen.findByText(/No payment order number was given/, undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(fake.calls).toHaveLength(0));
  });
});

it('the links navigate inside the app', async () => {
  renderWithMall(<PaymentResultPage />, {
    path: '/payment-result?paymentOrderNum=PAY1',
    script: (f) => f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status: 'WAITING', successFlag: 0 } }),
  });
  fireEvent.click(await screen.findByRole('link', { name: 'Pay now' }, T));
  await waitFor(() => expect(screen.queryByText('Not paid yet')).toBeInTheDocument());
});
