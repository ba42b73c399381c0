import { fireEvent, screen, within } from '@testing-library/react';
import type { FakeFetch } from '../../platform/http/fake-fetch';
import { renderWithMall } from '../../test-support/render-with-mall';
import { CostAllocationLink } from './cost-allocation-link';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };
const PATH = '/smal/v1/11/shopping-carts/41/cost-allocation';

const allocated = [
  {
    skuName: 'CATA-OFFICE-00912',
    productName: 'Deli notebook',
    customFlag: 1,
    allocationInfoList: [
      { costShopCode: 'S001', costShopName: 'Xuhui flagship store', costDepartmentName: 'Store operations', receiveWarehouseName: 'Shanghai central warehouse', projectCostName: 'Spring refit' },
    ],
    customizedProductLineList: [
      {
        customizedProductValueList: [
          { componentName: 'Engraving text', componentType: 'INPUT', cpValue: 'Procurement dept.' },
          { componentName: 'Design sample', componentType: 'IMAGE', cpValue: '/img/a.png,/img/b.png' },
          { componentName: 'Specification sheet', componentType: 'UPLOAD', cpValue: '/files/spec%20sheet.pdf' },
          { componentName: 'Drawing', componentType: 'UPLOAD' },
        ],
      },
    ],
  },
];

function open(script: (fake: FakeFetch) => void) {
  const view = renderWithMall(<CostAllocationLink cartId={41} />, { script });
  expect(view.fake.calls).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Cost allocation' }));
  return view;
}

describe('cost allocation side panel', () => {
  it('lists the allocation info and the custom product line fields of the line, read-only', async () => {
    const { fake } = open((f) => f.on(`GET ${PATH}`, { json: allocated }));
    const panel = await screen.findByRole('region', { name: 'Deli notebook' }, T);
    expect(fake.callsTo(PATH)).toHaveLength(1);
    expect(within(panel).getByText('SKU: CATA-OFFICE-00912')).toBeInTheDocument();
    for (const header of ['Cost shop code', 'Cost shop name', 'Cost department', 'Warehouse receiving stock transferred to shop', 'Cost project']) {
      expect(within(panel).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(panel).getByRole('row', { name: /S001/ });
    for (const cell of ['Xuhui flagship store', 'Store operations', 'Shanghai central warehouse', 'Spring refit']) expect(within(row).getByText(cell)).toBeInTheDocument();
    expect(within(panel).getByText('Procurement dept.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: /^Design sample/ }).map((img) => img.getAttribute('src'))).toEqual(['/img/a.png', '/img/b.png']);
    expect(within(panel).getByRole('link', { name: 'spec sheet.pdf' })).toHaveAttribute('href', '/files/spec%20sheet.pdf');
    expect(within(panel).getByText('No file')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the line has no allocation', async () => {
    open((f) => f.on(`GET ${PATH}`, { json: [{ skuName: 'X', productName: 'Plain', allocationInfoList: [], customFlag: 0, customizedProductLineList: [] }] }));
    expect(await screen.findByText('No cost allocation for this line', undefined, T)).toBeInTheDocument();
  });

  it('shows the error of a failed call and loads again on retry', async () => {
    let fail = true;
    const { fake } = open((f) => f.on(`GET ${PATH}`, () => (fail ? { status: 404, json: { failed: true, code: 'smal.cart.line.not.found', message: 'The cart line does not exist' } } : { json: allocated })));
    expect(await screen.findByText('Sorry, the server is having a problem', { selector: '.ant-alert *' }, T)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Deli notebook' }, T)).toBeInTheDocument();
    expect(fake.callsTo(PATH)).toHaveLength(2);
  });
});
