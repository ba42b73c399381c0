import type { RouteContribution } from '@mall/sdk';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { buildRoutes, layoutOf } from './build-routes';

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
const route = (path: string, layout: RouteContribution['layout'], text = path): RouteContribution => ({ id: path, path, layout, load: page(text) });

const layout = (name: string) => () => (
  <div>
    <span>{name} layout</span>
    <Outlet />
  </div>
);
const layouts = { pub: layout('pub'), main: layout('main'), sigl: layout('sigl') };

it.each([
  [route('/pub/forbidden', 'main'), 'pub'],
  [route('/sigl/cart', 'main'), 'sigl'],
  [route('/cart', 'main'), 'main'],
])('%o renders in the %s layout', (r, expected) => {
  expect(layoutOf(r)).toBe(expected);
});

it.each([
  ['/cart', 'main layout', 'cart page'],
  ['/sigl/cart', 'sigl layout', 'member cart page'],
  ['/pub/forbidden', 'pub layout', 'forbidden page'],
  ['/nowhere', 'main layout', 'not found'],
  // Spec 1 section 2: 'Every path under /pub uses the public layout'; unknown /sigl paths stay in the member layout.
  ['/pub/nowhere', 'pub layout', 'not found'],
  ['/sigl/nowhere', 'sigl layout', 'not found'],
])('%s lazily renders inside its layout', async (path, layoutText, pageText) => {
  const tree = buildRoutes(
    [route('/cart', 'main', 'cart page'), route('/sigl/cart', 'sigl', 'member cart page'), route('/pub/forbidden', 'pub', 'forbidden page')],
    layouts,
    (_r, Page) => Page,
    () => <p>not found</p>,
  );
  render(<RouterProvider router={createMemoryRouter(tree, { initialEntries: [path] })} />);
  expect(await screen.findByText(pageText, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText(layoutText)).toBeInTheDocument();
});

// Spec 1 section 2: /add-purchase is 'Also reached by redirect when the address code is PURCHASE_MANUALLY'.
it.each([
  ['/?addressCode=PURCHASE_MANUALLY', 'add purchase page'],
  ['/cart?addressCode=PURCHASE_MANUALLY', 'add purchase page'],
  ['/cart?addressCode=OTHER', 'cart page'],
])('%s renders the %s', async (path, pageText) => {
  const tree = buildRoutes(
    [route('/', 'main', 'home page'), route('/cart', 'main', 'cart page'), route('/add-purchase', 'main', 'add purchase page')],
    layouts,
    (_r, Page) => Page,
    () => <p>not found</p>,
  );
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByText(pageText)).toBeInTheDocument();
  if (pageText === 'add purchase page') expect(router.state.location.search).toBe('');
});
