import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall } from '../../../test-support/render-with-mall';
import PayOnlinePage from './pay-online-page';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };

const CREATE = '/smodr/v1/11/payments/payment-create';
const PAY_URL = '/sd/v1/11/pay-url';
const STATUS = '/smodr/v1/11/orders/order-payment';
const LOT = '/smodr/v1/11/orders/pr-lot-num';

function page(path: string, script: (fake: FakeFetch) => void) {
  return renderWithMall(
    <Routes>
      <Route path="/pay-online" element={<PayOnlinePage />} />
      <Route path="/payment-result" element={<p>result page</p>} />
    </Routes>,
    { path, script },
  );
}

const waiting = { paymentOrderNum: 'PAY1', cashierUri: '/cashier/PAY1', amount: 128.5, currencyCode: 'CNY' };

describe('pay online', () => {
  it('shows the amount and orders waiting, then sends the browser to the cashier link the gateway gave', async () => {
    const { fake, navigator } = page('/pay-online?paymentOrderNum=PAY1&batchNum=LOT-7', (f) => {
      f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status: 'WAITING', successFlag: 0 } });
      f.on(`POST ${CREATE}`, { json: waiting });
      f.on(`GET ${LOT}`, { json: { result: 'LOT-7', prHeaderIdList: [3, 4] } });
      f.on(`POST ${PAY_URL}`, { json: { payUrl: '/cashier/PAY1', waitTradeNo: 'PAY1', token: 'x' } });
    });
    expect(await screen.findByText('CNY 128.50', undefined, T)).toBeInTheDocument();
    expect(within(screen.getByText('Orders waiting for payment').closest('tr')!).getByText('2')).toBeInTheDocument();
    expect(fake.callsTo(CREATE)[0]!.body).toEqual({ batchNum: 'LOT-7', returnUrl: `${window.location.origin}/payment-result` });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(navigator.last()).toEqual({ kind: 'redirect', url: '/cashier/PAY1' }), T);
    expect(fake.callsTo(PAY_URL)[0]!.body).toEqual([expect.objectContaining({ payFee: 128.5, batchNum: 'LOT-7', nonceStr: expect.any(String) })]);
  });

  it('lists the orders the payment pays when the gateway names them, not every order of the lot', async () => {
    const { fake } = page('/pay-online?paymentOrderNum=PAY1&batchNum=LOT-7', (f) => {
      f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status: 'WAITING', successFlag: 0 } });
      f.on(`POST ${CREATE}`, { json: { ...waiting, orderNumList: ['PO-ONLINE-1'] } });
      f.on(`GET ${LOT}`, { json: { result: 'LOT-7', prHeaderIdList: [3, 4] } });
    });
    const row = (await screen.findByText('Orders waiting for payment', undefined, T)).closest('tr')!;
    expect(within(row).getByText('PO-ONLINE-1')).toBeInTheDocument();
    expect(within(row).queryByText('2')).not.toBeInTheDocument();
    expect(fake.callsTo(LOT)).toHaveLength(0);
  });

  it('with only a payment order number, finds its lot first', async () => {
    const { fake } = page('/pay-online?paymentOrderNum=PAY1', (f) => {
      f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-9', status: 'WAITING', successFlag: 0 } });
      f.on(`POST ${CREATE}`, { json: waiting });
      f.on(`GET ${LOT}`, { json: { prHeaderIdList: [3] } });
    });
    expect(await screen.findByText('LOT-9', undefined, T)).toBeInTheDocument();
    expect(fake.callsTo(CREATE)[0]!.body).toMatchObject({ batchNum: 'LOT-9' });
  });

  it('an already paid payment (the buyer came back from the cashier) goes straight to its result', async () => {
    const { fake } = page('/pay-online?paymentOrderNum=PAY1&batchNum=LOT-9', (f) => {
      f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-9', status: 'PAID', successFlag: 1 } });
    });
    expect(await screen.findByText('result page', undefined, T)).toBeInTheDocument();
    expect(fake.callsTo(CREATE)).toHaveLength(0);
  });

  it('a lot with nothing to pay says so and offers no Pay button', async () => {
    page('/pay-online?batchNum=LOT-7', (f) => {
      f.on(`POST ${CREATE}`, { status: 422, json: { failed: true, code: 'smodr.payment.not.needed', message: 'These orders are not waiting for payment' } });
      f.on(`GET ${LOT}`, { json: {} });
    });
    expect(await screen.findByText('These orders are not waiting for payment', { selector: '.ant-alert *' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('a refused pay-url keeps the buyer on the page with the reason', async () => {
    const { navigator } = page('/pay-online?batchNum=LOT-7', (f) => {
      f.on(`POST ${CREATE}`, { json: waiting });
      f.on(`GET ${LOT}`, { json: { prHeaderIdList: [3] } });
      f.on(`POST ${PAY_URL}`, { status: 422, json: { failed: true, code: 'sd.pay.fee.mismatch', message: 'The payment amount 1 does not match the orders (128.5)' } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }, T));
    expect(await screen.findByText('The payment amount 1 does not match the orders (128.5)', { selector: '.ant-alert *' }, T)).toBeInTheDocument();
    expect(navigator.visits.filter((v) => v.kind === 'redirect')).toHaveLength(0);
  });

  it('without a lot or payment number calls nothing', async () => {
    const { fake } = page('/pay-online', () => undefined);
    expect(await screen.findByText(/There is no payment to make/, undefined, T)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('renders a cashier page handed over as HTML in a sandboxed frame', async () => {
    page('/pay-online?batchNum=LOT-7', (f) => {
      f.on(`POST ${CREATE}`, { json: { ...waiting, cashierHtml: '<form><button>Pay</button></form>' } });
      f.on(`GET ${LOT}`, { json: { prHeaderIdList: [3] } });
    });
    const frame = await screen.findByTitle('Cashier', undefined, T);
    expect(frame).toHaveAttribute('srcdoc', '<form><button>Pay</button></form>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it("shows the cashier the submit handed over in navigation state, and opens no second payment", async () => {
    const { fake } = renderWithMall(
      <Routes>
        <Route path="/start" element={<Navigate to="/pay-online?paymentOrderNum=PAY1&batchNum=LOT-7" state={{ cashierHtml: '<form>from pre-order</form>', cashierUri: '/cashier/PAY1' }} replace />} />
        <Route path="/pay-online" element={<PayOnlinePage />} />
      </Routes>,
      { path: '/start', script: (f) => f.on(`POST ${STATUS}`, { json: { paymentOrderNum: 'PAY1', batchNum: 'LOT-7', status: 'WAITING', successFlag: 0 } }) },
    );
    const frame = await screen.findByTitle('Cashier', undefined, T);
    expect(frame).toHaveAttribute('srcdoc', '<form>from pre-order</form>');
    await waitFor(() => expect(fake.callsTo(STATUS)).toHaveLength(1), T);
    expect(fake.callsTo(CREATE)).toHaveLength(0);
    expect(fake.callsTo(LOT)).toHaveLength(0);
  });
});
