import { clearBrowserStorage, createPlatformTestContainer } from '../../platform/session/platform-test-container';
import { SavedRegionServiceImpl } from './saved-region-service';

// Spec 1 section 3: "Saved region per user: province (shengId/Name), city (shiId/Name, isNAFlag),
// county (xianId/Name), town (xiangzhenName)"; section 4 step 7 removes it when prepare reports
// a region invalid (result 1), for which the cookie carries the ids to prepare.
const region = {
  kind: 'region' as const,
  ids: [1, 440000, 440300, 440305, 440305001],
  names: ['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai'],
  codes: ['44', '4403', '440305', '440305001'],
  naFlags: [0, 0, 0, 0] as const,
};

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const { tokens } = createPlatformTestContainer();
  return { tokens, regions: new SavedRegionServiceImpl(tokens) };
}

describe('saved delivery region', () => {
  it('is kept per user in local storage and in the region cookie prepare reads', () => {
    const { tokens, regions } = setup();
    regions.remember(7, region);
    expect(JSON.parse(tokens.local('mall.region.7')!)).toMatchObject({ shengId: 440000, shengName: 'Guangdong', shiId: 440300, isNAFlag: 0, xianId: 440305, xiangzhenName: 'Yuehai' });
    expect(tokens.cookie('mall_region_ids')).toBe('440000,440300,440305,440305001');
    expect(regions.read(7)).toEqual({ kind: 'region', ids: region.ids, names: region.names, codes: region.codes });
    expect(regions.read(8)).toBeUndefined();
    regions.forget(7);
    expect(regions.read(7)).toBeUndefined();
    expect(tokens.cookie('mall_region_ids')).toBeUndefined();
  });
});
