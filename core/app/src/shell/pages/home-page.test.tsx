import { definePlugin, routes } from '@mall/sdk';
import { screen } from '@testing-library/react';
import { renderWithMall } from '../../test-support/render-with-mall';
import HomePage from './home-page';

vi.setConfig({ testTimeout: 60_000 });

const tenantPages = definePlugin({
  id: 'tenant-t9',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(
      routes,
      { id: '/t9-reports', path: '/t9-reports', layout: 'main', load: async () => ({ default: () => null }), titleKey: 'cart.title' },
      { id: '/t9-done', path: '/t9-done', layout: 'main', load: async () => ({ default: () => null }), titleKey: 'payment.apply-result.title', listed: false },
    );
  },
});

describe('home page', () => {
  it("offers the mall's pages, not the pages reached only from a flow", async () => {
    renderWithMall(<HomePage />, { plugins: [tenantPages] });
    expect(await screen.findByText('Welcome, Li Lei', { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/cart', '/product-list', '/pay-online', '/t9-reports']));
    for (const flowOnly of ['/before-order', '/before-company-order', '/payment-result', '/pay-result.html', '/apply-result', '/t9-done']) expect(links).not.toContain(flowOnly);
    expect(links.some((href) => href?.startsWith('/sigl'))).toBe(false);
  });
});
