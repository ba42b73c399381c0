import { screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderWithMall } from '../../../test-support/render-with-mall';
import ApplyResultPage, { type ApplyResultState } from './apply-result-page';

vi.setConfig({ testTimeout: 60_000 });

/** Arrives at `to` the way the order submit does: a navigation carrying the result state. */
function arrive(to: string, state?: ApplyResultState) {
  return renderWithMall(
    <Routes>
      <Route path="/from" element={<Navigate to={to} state={state} />} />
      <Route path="/apply-result" element={<ApplyResultPage />} />
      <Route path="/sigl/apply-result" element={<ApplyResultPage />} />
    </Routes>,
    { path: '/from' },
  );
}

describe('apply result', () => {
  it('shows the message and lot number handed over in navigation state, and calls nothing', async () => {
    const { fake } = arrive('/apply-result', { message: 'Purchase application LOT-7 submitted', batchNum: 'LOT-7' });
    expect(await screen.findByText('Purchase application LOT-7 submitted')).toBeInTheDocument();
    expect(screen.getByText('Lot number: LOT-7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-mall/my-order');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(fake.calls).toHaveLength(0);
  });

  it('the personal mall variant links to the personal pages', async () => {
    arrive('/sigl/apply-result', { message: 'Submitted' });
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByText(/Lot number/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/sigl');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/sigl/cart');
  });

  it('opened without state (a reload or a bookmark) explains there is nothing to show', async () => {
    arrive('/apply-result');
    expect(await screen.findByText('There is no submission to show. Your orders and applications are listed in my orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
  });
});
