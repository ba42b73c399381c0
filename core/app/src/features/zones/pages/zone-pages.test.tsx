import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import ZoneProductListPage from './zone-product-list-page';
import ZoneSupplierListPage from './zone-supplier-list-page';

// Spec 1 section 2: "/zone-supplier-list, /zone-product-list, /zone-product-detail | selected zone
// pages"; section 7: "Platform catalogue lists: store-list, get-catalog-array"; section 9: default
// page size 10; section 6: product links are disabled for MANUAL goods.
vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };
const ZONES = [
  { zoneCode: 'OFFICE', zoneName: 'Office selection', storeCount: 2 },
  { zoneCode: 'DAILY', zoneName: 'Daily needs', storeCount: 0 },
];
const store = (id: number) => ({ supplierCompanyId: id, supplierNum: `SUP-${id}`, supplierName: `Store ${id}`, productCount: id * 3, categoryCount: id });
const product = (productId: number, productSource = 'CATA', categoryCode = 'PEN') => ({ productId, productName: `Product ${productId}`, productSource, categoryCode, price: 2, currencyCode: 'CNY', imagePath: '' });

it("shows the first zone's stores, links each into the zone, and says so when a zone has none", async () => {
  const { fake } = renderPage(<ZoneSupplierListPage />, { path: '/zone-supplier-list' }, (f) => {
    f.on('GET /smal/v1/11/zones', { json: ZONES });
    f.on('GET /smal/v1/11/store-list', (call) => {
      const office = call.url.searchParams.get('zoneCode') === 'OFFICE';
      return { json: { content: office ? [store(1), store(2)] : [], totalElements: office ? 2 : 0, number: 0, size: 10 } };
    });
  });
  expect(await screen.findByText('Store 1', {}, T)).toBeInTheDocument();
  const asked = fake.callsTo('/smal/v1/11/store-list').at(-1)!.url.searchParams;
  expect([asked.get('zoneCode'), asked.get('page'), asked.get('size')]).toEqual(['OFFICE', '0', '10']);
  expect(screen.getByText('6 products in 2 categories')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Enter store' })[1]).toHaveAttribute('href', '/zone-product-list?zoneCode=OFFICE&supplierId=2');
  await userEvent.click(screen.getByRole('tab', { name: 'Daily needs (0)' }));
  expect(await screen.findByText('This zone has no stores yet', {}, T)).toBeInTheDocument();
  expect(fake.callsTo('/smal/v1/11/store-list').at(-1)!.url.searchParams.get('zoneCode')).toBe('DAILY');
});

it("lists a store's goods by catalogue category, keeps links in the zone and none for MANUAL goods", async () => {
  const { fake } = renderPage(<ZoneProductListPage />, { path: '/zone-product-list?zoneCode=OFFICE&supplierId=2' }, (f) => {
    f.on('GET /smal/v1/11/get-catalog-array', { json: [{ categoryCode: 'PEN', categoryName: 'Pens', productCount: 2 }, { categoryCode: 'INK', categoryName: 'Ink', productCount: 0 }] });
    f.on('GET /smal/v1/11/zone-products', (call) => {
      const category = call.url.searchParams.get('categoryCode');
      const content = category === 'INK' ? [] : [product(1), product(2, 'MANUAL')];
      return { json: { zoneCode: 'OFFICE', zoneName: 'Office selection', content, totalElements: content.length, number: 0, size: 10 } };
    });
  });
  expect(await screen.findByText('Product 1', {}, T)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Office selection' })).toBeInTheDocument();
  expect(screen.getByText('Product 1').closest('a')).toHaveAttribute('href', '/zone-product-detail?productId=1&sourceFrom=CATA&zoneCode=OFFICE');
  expect(screen.getByText('Product 2').closest('a')).toBeNull();
  expect(fake.callsTo('/smal/v1/11/get-catalog-array').at(-1)!.url.searchParams.get('supplierId')).toBe('2');
  expect(screen.getByText('All categories (2)')).toBeInTheDocument();
  await userEvent.click(screen.getByText('Ink (0)'));
  expect(await screen.findByText('No products in this zone match', {}, T)).toBeInTheDocument();
  await waitFor(() => expect(fake.callsTo('/smal/v1/11/zone-products').at(-1)!.url.searchParams.get('categoryCode')).toBe('INK'));
});

it('says so when the address names a zone that is not open, without asking for its stores', async () => {
  const { fake } = renderPage(<ZoneSupplierListPage />, { path: '/zone-supplier-list?zoneCode=NOPE' }, (f) => {
    f.on('GET /smal/v1/11/zones', { json: ZONES });
  });
  expect(await screen.findByText('This zone does not exist or is closed', {}, T)).toBeInTheDocument();
  expect(fake.callsTo('/smal/v1/11/store-list')).toHaveLength(0);
});
