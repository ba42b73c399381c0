import type { HttpClient } from '@mall/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { ProductServiceImpl, type Buyer } from './product-service';

// Spec 1 section 7, product detail: "for CATA GET {mall}/v1/{org}/product/{productId} ... visitors
// use visit-product"; e-commerce goods: "visitors use visit-ec-products".
const visitConfig = { isSecondWebSite: true, visitorFlag: true, companyId: 41, organizationId: 40 };

describe('a visitor on a second website', () => {
  it('asks a visitor\'s details through visit-product and visit-ec-products', async () => {
    vi.stubGlobal('location', { host: 'golden-site.localhost:5173' });
    try {
      const request = vi.fn(async () => ({ productId: 5 }));
      const service = new ProductServiceImpl({ request } as unknown as HttpClient, {} as QueryClient);
      const buyer = { user: { id: 7 }, config: { companyId: 21, purchaseType: 'COMPANY', levelPath: '1', visitConfig } } as unknown as Buyer;
      await service.detail(5, 'CATA', buyer, { regionId: 440305, addressId: 9 });
      await service.detail(6, 'JD', buyer, { countyCode: '440305' });
      expect(request).toHaveBeenNthCalledWith(1, 'GET', '/smal/v1/40/visit-product/5', {
        query: { webUrl: 'golden-site.localhost:5173', purchaseType: 'COMPANY', companyId: 41, regionId: 440305 },
      });
      expect(request).toHaveBeenNthCalledWith(2, 'GET', '/smpc/v1/product-details/40/visit-ec-products/41/6', {
        query: { webUrl: 'golden-site.localhost:5173', purchaseType: 'COMPANY', platformCode: 'JD', countyCode: '440305' },
      });
      await service.detail(5, 'CATA', { ...buyer, config: { ...buyer.config, visitConfig: { ...visitConfig, visitorFlag: false } } } as Buyer);
      expect(request).toHaveBeenLastCalledWith('GET', '/smal/v1/{org}/product/5', expect.anything());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
