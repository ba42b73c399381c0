import { screen } from '@testing-library/react';
import { renderWithMall } from '../../test-support/render-with-mall';
import { MainLayout } from './main-layout';

vi.setConfig({ testTimeout: 60_000 });

// Spec 1 section 2: 'Every other path uses the main layout. Mall type sigl selects a different layout than the default.'
describe('the main layout on a shared path', () => {
  it('is the enterprise mall for an enterprise buyer', async () => {
    renderWithMall(<MainLayout />, { path: '/cart', config: { mallType: undefined } });
    expect(await screen.findByText('Enterprise mall', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My mall' })).toHaveAttribute('href', '/my-mall');
  });

  it('is the member layout when the mall type is sigl, though the path is not under /sigl', async () => {
    renderWithMall(<MainLayout />, { path: '/cart', config: { mallType: 'sigl' } });
    expect(await screen.findByText('Personal mall', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My mall' })).toHaveAttribute('href', '/sigl/my-mall');
  });
});
