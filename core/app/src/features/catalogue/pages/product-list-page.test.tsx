import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PRODUCT_IMAGE } from '../components/default-product-image';
import { renderPage } from '../../../test-support/render-page';
import ProductListPage from './product-list-page';

vi.setConfig({ testTimeout: 60_000 });

const LIST = '/smal/v1/11/products';

const product = (productId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  productName: `Product ${productId}`,
  productSource: 'CATA',
  price: 12.5,
  currencyCode: 'CNY',
  imagePath: `http://img.test/${productId}.png`,
  salesVolume: productId * 10,
  ...extra,
});

function renderList(content = [product(1), product(2, { price: 3.123456, salesVolume: 25000 })], totalElements = content.length) {
  return renderPage(<ProductListPage />, { path: '/product-list' }, (fake) => {
    fake.on(`GET ${LIST}`, (call) => ({ json: { content, totalElements, number: Number(call.url.searchParams.get('page')), size: Number(call.url.searchParams.get('size')) } }));
    fake.on('GET /smpc/v1/11/sku-labels/label-multi-name', { json: [{ productId: 1, labelNameList: ['Agreement'] }] });
  });
}

const lastQuery = (fake: ReturnType<typeof renderList>['fake']) => fake.callsTo(LIST).at(-1)!.url.searchParams;

it('asks for the first page of 10 by default and shows the cards with prices by the domain rule, labels and sales', async () => {
  const { fake } = renderList();
  expect(await screen.findByText('Product 1', { selector: 'a span' })).toBeInTheDocument();
  const q = lastQuery(fake);
  expect(q.get('page')).toBe('0');
  expect(q.get('size')).toBe('10');
  expect(q.get('stockFlag')).toBe('1');
  expect(q.has('orderType')).toBe(false);
  expect(screen.getByText('12.50', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('3.12346', { exact: false })).toBeInTheDocument();
  expect(await screen.findByText('Agreement')).toBeInTheDocument();
  expect(screen.getByText('Sold 20k+')).toBeInTheDocument();
  expect(screen.getByText('Product 1', { selector: 'a span' }).closest('a')).toHaveAttribute('href', '/product-detail?productId=1&sourceFrom=CATA');
});

it.each([
  ['Price high to low', '1'],
  ['Price low to high', '2'],
  ['Best selling', '3'],
  ['Newest', '4'],
])('sort "%s" sends orderType %s', async (label, orderType) => {
  const { fake } = renderList();
  await screen.findByText('Product 1', { selector: 'a span' });
  await userEvent.click(screen.getByText(label));
  await waitFor(() => expect(lastQuery(fake).get('orderType')).toBe(orderType));
});

it('only-in-stock sends 0 when ticked (the 1 -> 0 mapping) and the source filter sends productSource, back on page 0', async () => {
  const { fake } = renderList([product(1)], 45);
  await screen.findByText('Product 1', { selector: 'a span' });
  await userEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastQuery(fake).get('page')).toBe('2'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Only in stock' }));
  await waitFor(() => expect(lastQuery(fake).get('stockFlag')).toBe('0'));
  expect(lastQuery(fake).get('page')).toBe('0');
  await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
  await userEvent.click(await screen.findByTitle('JD'));
  await waitFor(() => expect(lastQuery(fake).get('productSource')).toBe('JD'));
});

describe('page size (spec 1 section 9: default 10, options 10, 20, 30)', () => {
  const sizeChanger = () => document.querySelector('.ant-pagination-options [role="combobox"]') as HTMLElement;
  const openSizes = async () => {
    fireEvent.mouseDown(sizeChanger());
    return (await screen.findAllByRole('option', {}, { timeout: 15_000 })).map((o) => o.textContent);
  };

  it('offers exactly 10, 20 and 30 per page', async () => {
    renderList([product(1)], 95);
    await screen.findByText('Product 1', { selector: 'a span' });
    await openSizes();
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? o.textContent);
    expect(labels).toEqual(['10 / page', '20 / page', '30 / page']);
  });

  it.each([
    ['20 / page', '20', 5],
    ['30 / page', '30', 4],
  ])('choosing %s asks for size %s from the first page again, and pages by it', async (label, size, pages) => {
    const { fake } = renderList([product(1)], 95);
    await screen.findByText('Product 1', { selector: 'a span' });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery(fake).get('page')).toBe('2'));
    await openSizes();
    fireEvent.click(document.querySelector(`.ant-select-item-option[title="${label}"]`)!);
    await waitFor(() => expect(lastQuery(fake).get('size')).toBe(size));
    expect(lastQuery(fake).get('page')).toBe('0');
    // 95 goods: the last page number follows the chosen size.
    expect(await screen.findByTitle(String(pages))).toBeInTheDocument();
    expect(screen.queryByTitle(String(pages + 1))).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(fake).get('page')).toBe('1'));
    expect(lastQuery(fake).get('size')).toBe(size);
  });
});

it("a search sends the keyword; hot keywords and suggestions come from the tenant's sads calls, debounced", async () => {
  const { fake } = renderPage(<ProductListPage />, { path: '/product-list' }, (f) => {
    f.on(`GET ${LIST}`, { json: { content: [product(1)], totalElements: 1, number: 0, size: 10 } });
    f.on('POST /sads/v1/11/hot-keyword', { json: ['paper', 'toner'] });
    f.on('POST /sads/v1/11/suggest', (call) => ({ json: [`${(call.body as { keyword: string }).keyword} holder`, 'Pentel'] }));
  });
  await screen.findByText('Product 1', { selector: 'a span' });
  const hot = (await screen.findByText('Hot searches:')).parentElement!.parentElement!;
  expect(within(hot).getAllByRole('button').map((b) => b.textContent)).toEqual(['paper', 'toner']);
  expect(fake.callsTo('/sads/v1/11/hot-keyword')[0]!.body).toEqual({ channel: 'ENTERPRISE' });
  const box = screen.getByRole('combobox', { name: 'Search products' });
  fireEvent.change(box, { target: { value: 'pe' } });
  fireEvent.change(box, { target: { value: 'pen' } });
  expect((await screen.findAllByText('pen holder', {}, { timeout: 5_000 }))[0]).toBeInTheDocument();
  // two changes within the 100 ms query debounce: one suggest call, for the whole text
  expect(fake.callsTo('/sads/v1/11/suggest').map((c) => c.body)).toEqual([{ channel: 'ENTERPRISE', keyword: 'pen' }]);
  await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), '{Enter}');
  await waitFor(() => expect(lastQuery(fake).get('keyword')).toBe('pen'));
  expect(lastQuery(fake).get('channel')).toBe('ENTERPRISE');
});

it('shows the empty state when nothing matches', async () => {
  renderList([]);
  expect(await screen.findByText('No products match your search')).toBeInTheDocument();
});

it('shows the error catalogue text when the list fails', async () => {
  renderPage(<ProductListPage />, { path: '/product-list' }, (fake) => fake.on(`GET ${LIST}`, { status: 500, json: {} }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the server is having a problem');
});

it('a picture that fails to load falls back to the default image', async () => {
  renderList([product(1)]);
  const img = await screen.findByAltText('Product 1');
  expect(img).toHaveAttribute('src', 'http://img.test/1.png');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
});
