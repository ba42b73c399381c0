import type { RouteContribution } from '@mall/sdk';
import { Container } from 'inversify';
import { PageDataPrefetchToken, prefetchPageData, type PageDataPrefetch } from './page-data-prefetch';

const Page = () => null;
const corePage = async () => ({ default: Page });
const tenantPage = async () => ({ default: Page });
const route = (path: string, load: RouteContribution['load']): RouteContribution => ({ id: path, path, layout: 'main', load });

function containerWith(started: string[]) {
  const container = new Container();
  container.bind<PageDataPrefetch>(PageDataPrefetchToken).toConstantValue({ page: corePage, prefetch: () => started.push('cart') });
  return container;
}

it("starts the data of the page at the path when the route loads that page, not a tenant's replacement", () => {
  const started: string[] = [];
  const container = containerWith(started);
  prefetchPageData(container, [route('/cart', corePage)], '/cart');
  expect(started).toEqual(['cart']);
  prefetchPageData(container, [route('/cart', tenantPage)], '/cart');
  prefetchPageData(container, [route('/cart', corePage)], '/cart/extra');
  expect(started).toEqual(['cart']);
});

it('does nothing when no page has a prefetch', () => {
  expect(() => prefetchPageData(new Container(), [route('/cart', corePage)], '/cart')).not.toThrow();
});
