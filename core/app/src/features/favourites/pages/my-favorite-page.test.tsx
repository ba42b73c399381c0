import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import MyFavoritePage from './my-favorite-page';

vi.setConfig({ testTimeout: 60_000 });

const T = { timeout: 15_000 };
const FAVOURITES = '/smal/v1/11/product-favorites';

const favourite = (productId: number, favoriteCategoryId: string) => ({ favoriteId: productId * 10, productId, productName: `Item ${productId}`, productSource: 'CATA', favoriteCategoryId, price: 4 });

function renderFavourites() {
  let rows = [favourite(1, 'OFFICE'), favourite(2, 'IT')];
  return renderPage(<MyFavoritePage />, { path: '/my-favorite' }, (fake) => {
    fake.on('GET /hpfm/v1/11/lovs/data', { json: [{ value: 'OFFICE', meaning: 'Office' }, { value: 'IT', meaning: 'IT goods' }] });
    fake.on(`GET ${FAVOURITES}`, (call) => {
      const category = call.url.searchParams.get('favoriteCategoryId');
      return { json: { content: rows.filter((r) => !category || r.favoriteCategoryId === category) } };
    });
    fake.on(`DELETE ${FAVOURITES}`, (call) => {
      const ids = call.body as number[];
      rows = rows.filter((r) => !ids.includes(r.productId));
      return { json: {} };
    });
  });
}

it('lists the favourites of every category, then of the chosen category', async () => {
  const { fake } = renderFavourites();
  expect(await screen.findByText('Item 1', {}, T)).toBeInTheDocument();
  expect(screen.getByText('Item 2')).toBeInTheDocument();
  await userEvent.click(await screen.findByText('IT goods', {}, T));
  await waitFor(() => expect(screen.queryByText('Item 1')).not.toBeInTheDocument());
  expect(screen.getByText('Item 2')).toBeInTheDocument();
  expect(fake.callsTo(FAVOURITES).at(-1)!.url.searchParams.get('favoriteCategoryId')).toBe('IT');
  expect(fake.callsTo(FAVOURITES).at(-1)!.url.searchParams.get('channel')).toBe('ENTERPRISE');
});

it('removes a favourite and shows the list without it', async () => {
  const { fake } = renderFavourites();
  await screen.findByText('Item 1', {}, T);
  await userEvent.click(screen.getByLabelText('Remove Item 1'));
  await waitFor(() => expect(screen.queryByText('Item 1')).not.toBeInTheDocument());
  const removal = fake.callsTo(FAVOURITES).find((c) => c.method === 'DELETE')!;
  expect(removal.body).toEqual([1]);
  expect(removal.url.searchParams.get('channel')).toBe('ENTERPRISE');
  expect(screen.getByText('Item 2')).toBeInTheDocument();
});

it('says so when a category has no favourites', async () => {
  renderPage(<MyFavoritePage />, { path: '/my-favorite' }, (fake) => {
    fake.on('GET /hpfm/v1/11/lovs/data', { json: [] });
    fake.on(`GET ${FAVOURITES}`, { json: [] });
  });
  expect(await screen.findByText('No favourites in this category', {}, T)).toBeInTheDocument();
});
