import type { HttpClient } from '@mall/sdk';
import { CatalogueServiceImpl } from './catalogue-service';
import { visitTargetOf } from './visit-target';

// Spec 1 section 2: "visitors use the visited company's catalogue and labels; logged-in users use
// their own company"; section 6: "Visitors on a second website use visit-specific product endpoints".
const visitConfig = { isSecondWebSite: true, visitorFlag: true, companyId: 41, organizationId: 40 };
const query = { keyword: ' pen ', orderType: 3 as const, onlyInStock: 0 as const, productSource: undefined, page: 0, size: 10, channel: 'ENTERPRISE' };

describe('visitTargetOf', () => {
  it('is the visited organisation and company for a visitor, with the page host', () => {
    expect(visitTargetOf({ visitConfig }, 'golden-site.localhost:5173')).toEqual({ organizationId: 40, companyId: 41, webUrl: 'golden-site.localhost:5173' });
  });
  it.each([
    ['a signed-in user of the site company', { ...visitConfig, visitorFlag: false }],
    ['the mall address', { isSecondWebSite: false, visitorFlag: false, companyId: 1, organizationId: 2 }],
    ['no visit config', undefined],
  ])('is none for %s', (_case, config) => {
    expect(visitTargetOf({ visitConfig: config }, 'x')).toBeUndefined();
  });
});

describe('catalogue and product calls', () => {
  const visit = { organizationId: 40, companyId: 41, webUrl: 'golden-site.localhost:5173' };

  it("asks a visitor's list of the visited organisation with the website, and a buyer's of their own", async () => {
    const request = vi.fn(async () => ({ content: [], totalElements: 0, number: 0, size: 10 }));
    const service = new CatalogueServiceImpl({ request } as unknown as HttpClient);
    await service.products({ ...query, visit });
    await service.products(query);
    expect(request).toHaveBeenNthCalledWith(1, 'GET', '/smal/v1/40/visit-products', {
      query: { keyword: 'pen', orderType: 3, stockFlag: 1, productSource: undefined, page: 0, size: 10, webUrl: visit.webUrl },
    });
    expect(request).toHaveBeenNthCalledWith(2, 'GET', '/smal/v1/{org}/products', {
      query: { keyword: 'pen', orderType: 3, stockFlag: 1, productSource: undefined, page: 0, size: 10, channel: 'ENTERPRISE' },
    });
  });
});
