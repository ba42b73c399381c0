import type { HttpClient } from '@mall/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { ProductServiceImpl, type Buyer } from './product-service';
import type { ProductDetail } from './product-types';

// Spec 1 section 7: "POST sku-detail/{productId} (body unitId, productId, regionId, addressId,
// levelPath, platformCode, companyId, customDimensionMap)".
const product = { productId: 5, productName: 'Pen', productSource: 'JD' } as ProductDetail;
const config = { companyId: 21, unitId: 31, levelPath: '1.2', purchaseType: 'COMPANY' };

it('sends the spec body with the custom dimension map and answers the dimension list', async () => {
  const list = [{ dimensionCode: 'PROJECT', dimensionName: 'Project', value: 'P-1', meaning: 'Lab', valueSource: 'CLIENT' }];
  const request = vi.fn(async () => ({ productId: 5, customDimensionList: list }));
  const service = new ProductServiceImpl({ request } as unknown as HttpClient, {} as QueryClient);
  const buyer = { user: { id: 7 }, config } as unknown as Buyer;
  expect(await service.customDimensions(product, buyer, { regionId: 440305, addressId: 9 }, { PROJECT: { value: 'P-2' } })).toEqual(list);
  expect(request).toHaveBeenCalledWith('POST', '/smpc/v1/{org}/sku-detail/5', {
    present: false,
    body: { unitId: 31, productId: 5, regionId: 440305, addressId: 9, levelPath: '1.2', platformCode: 'JD', companyId: 21, customDimensionMap: { PROJECT: { value: 'P-2' } } },
  });
});

it("asks nothing for a visitor on a second website: the product is another company's", async () => {
  const request = vi.fn();
  const service = new ProductServiceImpl({ request } as unknown as HttpClient, {} as QueryClient);
  const visitor = { user: { id: 7 }, config: { ...config, visitConfig: { isSecondWebSite: true, visitorFlag: true, companyId: 41, organizationId: 40 } } } as unknown as Buyer;
  expect(await service.customDimensions(product, visitor)).toEqual([]);
  expect(request).not.toHaveBeenCalled();
});
