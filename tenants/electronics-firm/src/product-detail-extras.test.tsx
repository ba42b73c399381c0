import { productDetailAsideSlot } from '@mall/sdk';
import { renderPluginSlot } from '@mall/sdk-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import plugin from './index';

const SKU = 77;
const MACHINES = [
  { machineBrand: 'Dell', machineModel: 'OptiPlex 7010', configuration: 'i5 / 16G / 512G', remark: '' },
  { machineBrand: 'HP', machineModel: 'LaserJet M404dn', configuration: 'network, duplex', remark: 'printer' },
];
const HISTORY = [
  { changeDate: '2026-06-27', price: 131.5, currencyCode: 'CNY' },
  { changeDate: '2026-10-25', price: 126, currencyCode: 'CNY' },
  { changeDate: '2026-11-24', price: 129, currencyCode: 'CNY' },
];

// One mount for the file: the product detail's aside with core's and the tenant's contributions.
describe("electronics-firm beside the product detail (one mount)", () => {
  it('draws the price history with the charting library, then opens the compatible machines in a 742-wide drawer', async () => {
    renderPluginSlot(plugin, productDetailAsideSlot, { productId: SKU, sourceFrom: 'CATA' }, {
      answers: {
        [`GET /sagm/v1/{org}/price-changes/CATA/price-history/${SKU}`]: { status: 200, json: HISTORY },
        [`GET /smpc/v1/{org}/calb-compatible-machines/${SKU}`]: { status: 200, json: MACHINES },
      },
    });
    const history = await screen.findByTestId('price-history');
    expect(within(history).getByText('Price history')).toBeInTheDocument();
    const chart = await within(history).findByTestId('price-chart', {}, { timeout: 10_000 });
    expect(chart).toHaveAttribute('aria-label', 'Price: 2026-06-27 131.5, 2026-10-25 126, 2026-11-24 129');
    // jsdom lays nothing out, so the responsive chart draws its SVG only in a browser (the e2e journey checks it)
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull();

    await userEvent.click(screen.getByTestId('compatible-open'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Compatible machine configuration')).toBeInTheDocument();
    expect(await within(drawer).findByText('LaserJet M404dn')).toBeInTheDocument();
    expect(within(drawer).getByText('i5 / 16G / 512G')).toBeInTheDocument();
    expect(document.querySelector<HTMLElement>('.ant-drawer-content-wrapper')?.style.width).toBe('742px');
  }, 60_000);
});
