import { screen, within } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import HomePage from './home-page';

vi.setConfig({ testTimeout: 60_000 });

const good = (productId: number, salesVolume: number) => ({
  productId, productName: `Good ${productId}`, productSource: 'CATA', price: 10 + productId, marketPrice: 20 + productId, currencyCode: 'CNY', uomName: 'pc', salesVolume,
});
const group = (productGroupId: number, groupType: number, title: string, items: object[], total = items.length) => ({
  productGroupId, groupCode: `G${productGroupId}`, groupType, orderType: 3, title, subtitle: null, labelName: null, total, productGroupAssignList: items,
});

it('builds the home from the channel groups: categories beside the banner, then each group in block order', async () => {
  const { fake } = renderWithMall(<HomePage />, {
    script: (f) => {
      f.on('GET /smal/v1/11/special-blocks/list', {
        json: [
          group(1, 0, 'Banner', [{ title: 'Central purchasing 2026', subtitle: 'Agreement prices', linkUrl: '/product-list?keyword=paper', colour: '#1f3a93' }]),
          group(2, 2, 'Popular categories', [{ categoryCode: 'PAPER', categoryName: 'Paper', productCount: 12 }]),
          group(3, 4, 'Limited-time deals', [good(1, 5)]),
          group(4, 3, 'Best sellers', [good(2, 90), good(3, 80)], 30),
          group(5, 1, 'Preferred suppliers', [{ supplierCompanyId: 7, supplierCompanyName: 'Chenxing Office', productCount: 40 }]),
        ],
      });
      f.on('GET /smal/v1/11/bulletin-boards', { json: { content: [{ bulletinId: 9, title: 'Q1 purchasing round', content: '...', topFlag: 1, publishedDate: '2026-11-23 08:00:00' }], totalElements: 1, number: 0, size: 4 } });
    },
  });
  // The groups after the first come one transition after it.
  await screen.findByRole('heading', { level: 2, name: 'Preferred suppliers' });
  const sections = screen.getAllByRole('heading', { level: 2 });
  expect(sections.map((h) => h.textContent)).toEqual(expect.arrayContaining(['Limited-time deals', 'Best sellers', 'Preferred suppliers']));
  expect(sections.map((h) => h.textContent).indexOf('Limited-time deals')).toBeLessThan(sections.map((h) => h.textContent).indexOf('Best sellers'));
  expect(fake.callsTo('/smal/v1/11/special-blocks/list')[0]!.url.searchParams.get('channel')).toBe('ENTERPRISE');
  expect(screen.getByRole('link', { name: /Paper/ }).getAttribute('href')).toBe('/product-list?keyword=Paper');
  expect(screen.getByText('Central purchasing 2026', { selector: 'h2' })).toBeInTheDocument();
  // The sales rank numbers its goods; a group holding more than it shows links to its page.
  const rank = screen.getByText('Best sellers').closest('[data-group-type]') as HTMLElement;
  expect(within(rank).getByText('No. 1')).toBeInTheDocument();
  expect(within(rank).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/product-group?productGroupId=4');
  // Deals show the market price they beat.
  expect(within(screen.getByText('Limited-time deals').closest('[data-group-type]') as HTMLElement).getByText('Market price 21.00')).toBeInTheDocument();
  expect(screen.getByText('Chenxing Office')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Q1 purchasing round/ }).getAttribute('href')).toBe('/bulletin-boards?bulletinId=9');
});
