import type { CartQuantityRule } from '@mall/sdk';
import { clearBrowserStorage, createPlatformTestContainer } from '../../platform/session/platform-test-container';
import { productInfoFeature, SavedRegionServiceToken, type Buyer, type ProductService, type SavedRegionService } from '../product-info';
import { ProductDetailStore } from './product-detail-store';

// Spec 1 section 3 "Saved region per user" and section 4 step 7: the delivery region the buyer
// chose is remembered per user and sent with the product calls the next time.
const region = {
  kind: 'region' as const,
  ids: [1, 440000, 440300, 440305, 440305001],
  names: ['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai'],
  codes: ['44', '4403', '440305', '440305001'],
};
const buyer = { user: { id: 7, organizationId: 11 }, config: { companyId: 21, levelPath: '1.2' } } as unknown as Buyer;

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

it('the product detail asks at the saved region next time, and a chosen address forgets it', async () => {
  const { container } = createPlatformTestContainer();
  container.load(productInfoFeature.module!);
  const regions = container.get<SavedRegionService>(SavedRegionServiceToken.id);
  const detailPlaces: unknown[] = [];
  const api = {
    defaultAddress: vi.fn(async () => ({ addressId: 8, regionId: 310101002, fullAddress: 'Shanghai' })),
    detail: vi.fn(async (_id: number, _source: string, _buyer: Buyer, place: unknown) => {
      detailPlaces.push(place);
      return { productId: 1, productName: 'Pen', productSource: 'CATA', price: 2 };
    }),
    stock: vi.fn(async () => undefined),
    similarSkus: vi.fn(async () => []),
    sameSkus: vi.fn(async () => []),
    cartCount: vi.fn(async () => 0),
    recordView: vi.fn(async () => undefined),
  } as unknown as ProductService;
  // The quantity rule is not reached by loading or choosing a place.
  const make = () => new ProductDetailStore(api, {} as CartQuantityRule, () => ({}) as never, regions);

  const first = make();
  await first.load(1, 'CATA', buyer);
  expect(detailPlaces.at(-1)).toMatchObject({ addressId: 8, regionId: 310101002 });
  expect(await first.chooseDelivery(region, buyer)).toBe(true);

  const second = make();
  await second.load(1, 'CATA', buyer);
  expect(api.defaultAddress).toHaveBeenCalledTimes(1);
  expect(detailPlaces.at(-1)).toEqual({ regionId: 440305001, countyCode: '440305' });
  expect(second.delivery).toMatchObject({ kind: 'region', names: region.names });

  expect(await second.chooseDelivery({ kind: 'address', address: { addressId: 9, regionId: 540102002 } as never }, buyer)).toBe(true);
  await make().load(1, 'CATA', buyer);
  expect(detailPlaces.at(-1)).toMatchObject({ addressId: 8 });
});
