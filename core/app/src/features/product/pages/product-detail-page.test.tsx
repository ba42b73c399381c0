import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { renderPage } from '../../../test-support/render-page';
import { StockState } from '../../product-info';
import ProductDetailPage from './product-detail-page';

vi.setConfig({ testTimeout: 60_000 });

const DETAIL = '/smal/v1/11/product/1';
const CART = '/smal/v1/11/shopping-carts';

const detail = (extra: Record<string, unknown> = {}) => ({
  productId: 1,
  productName: 'Gel pen',
  productSource: 'CATA',
  price: 2.5,
  currencyCode: 'CNY',
  uomName: 'box',
  minPurchaseQuantity: 5,
  shelfFlag: 1,
  stockState: 1,
  stockQuantity: 120,
  supplierCompanyId: 41,
  ladderPriceList: [
    { ladderFrom: 5, ladderTo: 49, price: 2.5 },
    { ladderFrom: 50, price: 2.123456 },
  ],
  ...extra,
});

function renderDetail(options: { product?: Record<string, unknown>; config?: Record<string, unknown>; script?: (fake: FakeFetch) => void } = {}) {
  return renderPage(<ProductDetailPage />, { path: '/product-detail?productId=1&sourceFrom=CATA', config: options.config }, (fake) => {
    fake.on(`GET ${DETAIL}`, { json: detail(options.product) });
    fake.on('GET /smal/v1/11/addresss/default-address', { json: { addressId: 8, regionId: 99, fullAddress: 'Shanghai Pudong 1 Century Ave', defaultFlag: 1 } });
    fake.on(`GET ${CART}/count`, { json: 3 });
    fake.on(`POST ${CART}`, { json: { cartId: 501 } });
    options.script?.(fake);
  });
}

const quantityInput = () => screen.findByLabelText('Quantity', { selector: 'input' }, { timeout: 15_000 });
// Role queries walk antd's whole tree and are slow on a busy machine; buttons are found by their text.
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const findButton = async (name: string) => (await screen.findByText(name, { selector: 'button span' }, { timeout: 15_000 })).closest('button')!;

describe('stock display by state code (spec 1 section 4)', () => {
  it.each([
    [1, 120, '120 in stock'],
    [1, 0, 'in stock'],
    [2, undefined, 'in stock'],
    [3, undefined, 'in stock'],
    [4, undefined, 'pre-sale'],
    [5, undefined, 'out of stock'],
    [6, undefined, 'pre-sale'],
    [undefined, undefined, '-'],
  ])('state %s with count %s shows "%s"', async (state, count, text) => {
    renderWithMall(<StockState state={state} count={count} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('receive mode shows a dash', async () => {
    renderWithMall(<StockState state={1} count={9} receiveMode />);
    expect(await screen.findByText('-')).toBeInTheDocument();
  });
});

it('shows the product with its stock, ladder prices, purchase range and default address, starting at the minimum', async () => {
  renderDetail();
  expect(await screen.findByText('Gel pen', { selector: 'h1' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('120 in stock')).toBeInTheDocument();
  const ladder = screen.getByText('Ladder prices').closest('.ant-table-wrapper') as HTMLElement;
  expect(within(ladder).getByText('5 - 49')).toBeInTheDocument();
  expect(within(ladder).getByText('2.50')).toBeInTheDocument();
  expect(within(ladder).getByText('50 and above')).toBeInTheDocument();
  expect(within(ladder).getByText('2.12346')).toBeInTheDocument();
  expect(screen.getByText('from 5')).toBeInTheDocument();
  expect(await screen.findByText('Shanghai Pudong 1 Century Ave')).toBeInTheDocument();
  expect(await quantityInput()).toHaveValue('5');
});

it('a quantity below the minimum shows the rule message and adds nothing to the cart', async () => {
  const { fake } = renderDetail();
  const input = await quantityInput();
  await userEvent.clear(input);
  await userEvent.type(input, '3');
  expect(await screen.findByText('Minimum purchase quantity is 5')).toBeInTheDocument();
  await userEvent.click(button('Add to cart'));
  expect(screen.getByText('Minimum purchase quantity is 5')).toBeInTheDocument();
  expect(fake.callsTo(CART).filter((c) => c.method === 'POST')).toHaveLength(0);
  expect(input).toHaveValue('3');
});

it('adds a valid quantity to the cart with the spec body fields and refreshes the cart count', async () => {
  const { fake } = renderDetail();
  const input = await quantityInput();
  await screen.findByText('Shanghai Pudong 1 Century Ave');
  await userEvent.clear(input);
  await userEvent.type(input, '10');
  await userEvent.click(button('Add to cart'));
  expect(await screen.findByText('Added to the cart')).toBeInTheDocument();
  const [post] = fake.callsTo(CART).filter((c) => c.method === 'POST');
  expect(post!.body).toMatchObject({ productId: 1, productSource: 'CATA', quantity: 10, purchaseType: 'COMPANY', companyId: 21, ownerId: 7, addressId: 8, supplierCompanyId: 41 });
  await waitFor(() => expect(fake.callsTo(`${CART}/count`).length).toBeGreaterThanOrEqual(2));
});

it('a strong lower-price rule blocks the add with the tips prompt linking to the cheaper product', async () => {
  const { fake } = renderDetail({
    script: (f) => f.on('GET /smal/v1/11/product-compares/lower/1', { json: { lowestPriceFlag: 1, lowestPriceRule: 2, cheapestSkuId: 9, cheapestSkuName: 'Cheaper pen', cheapestSourceForm: 'CATA' } }),
  });
  await quantityInput();
  await userEvent.click(button('Add to cart'));
  expect((await screen.findAllByText('tips', {}, { timeout: 15_000 }))[0]).toBeInTheDocument();
  expect(screen.getByText('Cheaper pen', { selector: 'a' })).toHaveAttribute('href', '/product-detail?productId=9&sourceFrom=CATA');
  expect(fake.callsTo(CART).filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('the favourites popover defaults to the first category and says it succeeded', async () => {
  const { fake } = renderDetail({
    script: (f) => {
      f.on('GET /hpfm/v1/11/lovs/data', { json: [{ value: 'E_OFFICE', meaning: 'Office', categoryId: 102, categoryName: 'Office' }, { value: 'E_IT', meaning: 'IT goods', categoryId: 103, categoryName: 'IT goods' }] });
      f.on('POST /smal/v1/11/product-favorites', { json: {} });
    },
  });
  await quantityInput();
  await userEvent.click(button('Favourite'));
  expect(await screen.findByText('add to favourites', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByTitle('Office', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(await findButton('Confirm'));
  expect(await screen.findByText('successfully added to favourites', {}, { timeout: 15_000 })).toBeInTheDocument();
  const [post] = fake.callsTo('/smal/v1/11/product-favorites');
  expect(post!.body).toMatchObject({ productId: 1, productSource: 'CATA', favoriteCategoryId: 102, companyId: 21, channel: 'ENTERPRISE' });
  expect(fake.callsTo('/hpfm/v1/11/lovs/data')[0]!.url.searchParams.get('lovCode')).toBe('SMAL_FAVORITES_CATEGORY');
});

it('buy-now is hidden when the hide list has BUY_NOW', async () => {
  renderDetail({ config: { hideFieldList: ['BUY_NOW'] } });
  await quantityInput();
  expect(button('Add to cart')).toBeInTheDocument();
  expect(screen.queryByText('Buy now', { selector: 'button span' })).not.toBeInTheDocument();
});

it('buy-now is hidden when the tenant turned it off (enabledBuyNowFlag 0), and shown with 1', async () => {
  const off = renderDetail({ config: { enabledBuyNowFlag: 0 } });
  await quantityInput();
  expect(button('Add to cart')).toBeInTheDocument();
  expect(screen.queryByText('Buy now', { selector: 'button span' })).not.toBeInTheDocument();
  off.unmount();
  renderDetail({ config: { enabledBuyNowFlag: 1 } });
  await quantityInput();
  expect(button('Buy now')).toBeEnabled();
});

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

it.each([
  ['/sigl/product-detail', '/sigl/before-order'],
  ['/product-detail', '/before-company-order'],
])('buy-now from %s goes to %s with the order data', async (detailPath, orderPath) => {
  renderPage(
    <Routes>
      <Route path={detailPath} element={<ProductDetailPage />} />
      <Route path={orderPath} element={<WhereAmI />} />
    </Routes>,
    { path: `${detailPath}?productId=1&sourceFrom=CATA` },
    (fake) => {
      fake.on(`GET ${DETAIL}`, { json: detail() });
      fake.on(`GET ${CART}/count`, { json: 0 });
      fake.on(`POST ${CART}/buy-now`, { json: { key: 'o1', shoppingCartDTOList: [{ cartId: 9 }] } });
    },
  );
  await quantityInput();
  fireEvent.click(button('Buy now'));
  const where = await screen.findByLabelText('location', {}, { timeout: 15_000 });
  expect(where.textContent).toBe(`${orderPath} ${JSON.stringify({ orderData: { key: 'o1', shoppingCartDTOList: [{ cartId: 9 }] } })}`);
});

it.each([
  ['off the shelf', { shelfFlag: 0 }],
  ['disabled', { enabledFlag: 0 }],
])('buy-now is disabled when the product is %s', async (_, product) => {
  renderDetail({ product });
  await quantityInput();
  expect(button('Buy now')).toBeDisabled();
});

it('a JD product comes from the e-commerce detail call', async () => {
  const { fake } = renderPage(<ProductDetailPage />, { path: '/product-detail?productId=3&sourceFrom=JD' }, (f) =>
    f.on('GET /smpc/v1/product-details/11/ec-products/21/3', { json: { productId: 3, productName: 'JD laptop', productSource: 'JD', price: 4999, shelfFlag: 1 } }),
  );
  expect(await screen.findByText('JD laptop', { selector: 'h1' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(fake.callsTo('/smpc/v1/product-details/11/ec-products/21/3')[0]!.url.searchParams.get('platformCode')).toBe('JD');
  expect(fake.callsTo('/smal/v1/11/product/3')).toHaveLength(0);
});

it('a failed add shows the catalogue text and keeps the quantity the buyer typed', async () => {
  const { notifier } = renderDetail({ script: (f) => f.on(`POST ${CART}`, { status: 500, json: {} }) });
  const input = await quantityInput();
  await userEvent.clear(input);
  await userEvent.type(input, '12');
  await userEvent.click(button('Add to cart'));
  await waitFor(() => expect(notifier.texts()).toContain('Sorry, the server is having a problem'));
  expect(input).toHaveValue('12');
  expect(screen.queryByText('Added to the cart')).not.toBeInTheDocument();
});

describe('deliver to: receiving address or region (issue 4)', () => {
  const HOME = { addressId: 8, belongType: 2, contactName: 'Li Lei', mobile: '13812345678', regionId: 310101002, regionCodeList: ['31', '3101', '310101', '310101002'], fullAddress: 'Shanghai Pudong 1 Century Ave', defaultFlag: 1 };
  const DEPOT = { addressId: 9, belongType: 2, contactName: 'Depot', mobile: '13900001111', regionId: 540102002, regionCodeList: ['54', '5401', '540102', '540102002'], fullAddress: 'Lhasa Chengguan 2 Depot Rd', defaultFlag: 0 };
  const tree: Record<string, { regionId: number; regionCode: string; regionName: string; expand: boolean }[]> = {
    root: [{ regionId: 44, regionCode: '44', regionName: 'Guangdong', expand: true }],
    44: [{ regionId: 4403, regionCode: '4403', regionName: 'Shenzhen', expand: true }],
    4403: [{ regionId: 440305, regionCode: '440305', regionName: 'Nanshan', expand: true }],
    440305: [{ regionId: 440305001, regionCode: '440305001', regionName: 'Yuehai', expand: false }],
  };
  // The detail answers the stock of the place asked about, as the server does.
  const stockOf = (call: { url: URL }) =>
    call.url.searchParams.get('regionId') === '540102002'
      ? { stockState: 5, stockQuantity: 0, stockLimit: 0 }
      : call.url.searchParams.get('regionId') === '440305001'
        ? { stockQuantity: 7, stockLimit: 7 }
        : {};
  // A region chosen in one case is remembered for the buyer (spec 1 section 3); each case starts without one.
  beforeEach(() => localStorage.clear());

  function renderPlaces(path = '/product-detail?productId=1&sourceFrom=CATA') {
    return renderPage(<ProductDetailPage />, { path }, (fake) => {
      fake.on(`GET ${DETAIL}`, (call) => ({ json: detail(stockOf(call)) }));
      fake.on('GET /smpc/v1/product-details/11/ec-products/21/3', (call) => ({
        json: { productId: 3, productName: 'JD laptop', productSource: 'JD', price: 4999, shelfFlag: 1, stockState: call.url.searchParams.get('countyCode') === '440305' ? 5 : 1 },
      }));
      fake.on('GET /smal/v1/11/addresss/default-address', { json: HOME });
      fake.on('GET /smal/v1/11/addresss/list/choose', { json: [HOME, DEPOT] });
      fake.on('GET /smal/v1/mall-regions/11/country-list-by-config', { json: [{ countryId: 1, countryCode: 'CN', countryName: 'China' }] });
      fake.on('GET /smal/v1/mall-regions/11/Subordinate', (call) => ({ json: tree[call.url.searchParams.get('regionId') ?? 'root'] ?? [] }));
      fake.on(`GET ${CART}/count`, { json: 3 });
      fake.on(`POST ${CART}`, { json: { cartId: 501 } });
    });
  }
  /** The text of the detail's "Deliver to" row (the picker's drawer lists addresses too). */
  const deliverTo = () => within(screen.getByText('Deliver to', { selector: '.ant-descriptions-item-label' }).closest('tr') as HTMLElement);
  const detailCalls = (fake: FakeFetch, url = DETAIL) => fake.callsTo(url).map((c) => c.url.searchParams);
  const openPicker = async () => {
    fireEvent.click(await findButton('Change'));
    return (await screen.findByText('Receiving address', { selector: '[role="tab"]' }, { timeout: 15_000 })).closest('.ant-drawer') as HTMLElement;
  };
  const pickRegion = async (names: string[]) => {
    fireEvent.click(screen.getByText('Region', { selector: '[role="tab"]' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Region' }, { timeout: 15_000 }));
    for (const name of names) fireEvent.click(await screen.findByText(name, { selector: '.ant-cascader-menu-item-content' }, { timeout: 15_000 }));
  };

  it('asks for the product, its stock and similar goods at the default address, with the spec query fields', async () => {
    const { fake } = renderPlaces();
    expect(await screen.findByText('Shanghai Pudong 1 Century Ave', {}, { timeout: 15_000 })).toBeInTheDocument();
    // Spec 1 section 7 "Product detail": the address comes from addresss/default-address.
    expect(fake.callsTo('/smal/v1/11/addresss/default-address')[0]!.url.searchParams.get('companyId')).toBe('21');
    const [first] = detailCalls(fake);
    expect(Object.fromEntries(first!)).toMatchObject({ purchaseType: 'COMPANY', companyId: '21', addressId: '8', regionId: '310101002' });
    await waitFor(() => expect(fake.callsTo('/smpc/v1/11/skus/get-similar-sku')).toHaveLength(1));
    expect(fake.callsTo('/smpc/v1/11/skus/get-similar-sku')[0]!.url.searchParams.get('regionId')).toBe('310101002');
    await waitFor(() => expect(fake.callsTo('/smpc/v1/11/sku-stocks/batch-get-stock')).toHaveLength(1));
    expect(fake.callsTo('/smpc/v1/11/sku-stocks/batch-get-stock')[0]!.body).toMatchObject({ items: [{ productId: 1, regionId: 310101002 }] });
  });

  it('choosing another receiving address re-queries price and stock there; out of stock there, nothing is sent to the cart', async () => {
    const { fake } = renderPlaces();
    expect(await screen.findByText('120 in stock', {}, { timeout: 15_000 })).toBeInTheDocument();
    const drawer = await openPicker();
    fireEvent.click(await within(drawer).findByRole('radio', { name: /Depot/ }, { timeout: 15_000 }));
    expect(await screen.findByText('out of stock', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(deliverTo().getByText('Lhasa Chengguan 2 Depot Rd')).toBeInTheDocument();
    expect(screen.getByText('not available here')).toBeInTheDocument();
    expect(Object.fromEntries(detailCalls(fake).at(-1)!)).toMatchObject({ addressId: '9', regionId: '540102002' });
    await waitFor(() => expect(fake.callsTo('/smpc/v1/11/skus/get-similar-sku').at(-1)!.url.searchParams.get('regionId')).toBe('540102002'));
    expect(screen.getByText('This product cannot be delivered to the chosen address or region now')).toBeInTheDocument();
    fireEvent.click(button('Add to cart'));
    fireEvent.click(button('Buy now'));
    expect(screen.getByText('This product cannot be delivered to the chosen address or region now')).toBeInTheDocument();
    expect(fake.callsTo(CART).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('the cart gets the chosen region; a quantity above the stock there is refused with its limit', async () => {
    const { fake } = renderPlaces();
    await screen.findByText('120 in stock', {}, { timeout: 15_000 });
    const input = await quantityInput();
    fireEvent.change(input, { target: { value: '9' } });
    await openPicker();
    await pickRegion(['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai']);
    fireEvent.click(button('Deliver to this region'));
    expect(await screen.findByText('At most 7 can be bought for this address or region', {}, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(button('Add to cart'));
    expect(fake.callsTo(CART).filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '6' } });
    await waitFor(() => expect(screen.queryByText('At most 7 can be bought for this address or region')).not.toBeInTheDocument());
    fireEvent.click(button('Add to cart'));
    await waitFor(() => expect(fake.callsTo(CART).filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(fake.callsTo(CART).find((c) => c.method === 'POST')!.body).toMatchObject({ quantity: 6, regionId: 440305001 });
    expect(fake.callsTo(CART).find((c) => c.method === 'POST')!.body).not.toHaveProperty('addressId');
  });

  it('a region picked on the tree re-queries with its last node as regionId and no address', async () => {
    const { fake } = renderPlaces();
    await screen.findByText('120 in stock', {}, { timeout: 15_000 });
    await openPicker();
    await pickRegion(['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai']);
    fireEvent.click(button('Deliver to this region'));
    expect(await screen.findByText('7 in stock', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(deliverTo().getByText('Guangdong / Shenzhen / Nanshan / Yuehai')).toBeInTheDocument();
    const last = detailCalls(fake).at(-1)!;
    expect(last.get('regionId')).toBe('440305001');
    expect(last.has('addressId')).toBe(false);
  });

  it('an incomplete region says "Region incomplete" and changes nothing', async () => {
    const { fake } = renderPlaces();
    await screen.findByText('120 in stock', {}, { timeout: 15_000 });
    await openPicker();
    await pickRegion(['China', 'Guangdong']);
    fireEvent.click(button('Deliver to this region'));
    expect(await screen.findByText('Region incomplete')).toBeInTheDocument();
    expect(detailCalls(fake)).toHaveLength(1);
    expect(deliverTo().getByText('Shanghai Pudong 1 Century Ave')).toBeInTheDocument();
  });

  it('a country and 3 levels below it is still "Region incomplete" (levels counted below the country)', async () => {
    const { fake } = renderPlaces();
    await screen.findByText('120 in stock', {}, { timeout: 15_000 });
    await openPicker();
    await pickRegion(['China', 'Guangdong', 'Shenzhen', 'Nanshan']);
    fireEvent.click(button('Deliver to this region'));
    expect(await screen.findByText('Region incomplete')).toBeInTheDocument();
    expect(detailCalls(fake)).toHaveLength(1);
  });

  it('an e-commerce product is asked for with the county code of the region', async () => {
    const ec = '/smpc/v1/product-details/11/ec-products/21/3';
    const { fake } = renderPlaces('/product-detail?productId=3&sourceFrom=JD');
    expect(await screen.findByText('JD laptop', { selector: 'h1' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(detailCalls(fake, ec)[0]!.get('countyCode')).toBe('310101');
    await openPicker();
    await pickRegion(['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai']);
    fireEvent.click(button('Deliver to this region'));
    expect(await screen.findByText('out of stock', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(detailCalls(fake, ec).at(-1)!.get('countyCode')).toBe('440305');
  });
});
