import { parseSavedRegion, regionChoiceOf, savedRegionIds, savedRegionOf } from './saved-region';

// Spec 1 section 3: "Saved region per user: province (shengId/Name), city (shiId/Name, isNAFlag),
// county (xianId/Name), town (xiangzhenName)."
const choice = {
  ids: [1, 440000, 440300, 440305, 440305001],
  names: ['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai'],
  codes: ['44', '4403', '440305', '440305001'],
  naFlags: [0, 1, 0, 0] as const,
};

describe('saved delivery region', () => {
  it('keeps province, city with its isNAFlag, county and town under the spec names', () => {
    expect(savedRegionOf(choice)).toEqual({
      countryId: 1,
      countryName: 'China',
      shengId: 440000,
      shengName: 'Guangdong',
      shiId: 440300,
      shiName: 'Shenzhen',
      isNAFlag: 1,
      xianId: 440305,
      xianName: 'Nanshan',
      xiangzhenId: 440305001,
      xiangzhenName: 'Yuehai',
      regionCodeList: ['44', '4403', '440305', '440305001'],
    });
  });

  it('sends the ids below the country to prepare and gives the same choice back', () => {
    const saved = savedRegionOf(choice);
    expect(savedRegionIds(saved)).toEqual([440000, 440300, 440305, 440305001]);
    expect(regionChoiceOf(saved)).toEqual({ ids: choice.ids, names: choice.names, codes: choice.codes });
  });

  it('reads only an object with a province from storage', () => {
    expect(parseSavedRegion(JSON.stringify(savedRegionOf(choice)))?.shengId).toBe(440000);
    expect(parseSavedRegion('not json')).toBeUndefined();
    expect(parseSavedRegion('{"shiId":2}')).toBeUndefined();
    expect(parseSavedRegion(undefined)).toBeUndefined();
    expect(regionChoiceOf({ countryId: 1 })).toBeUndefined();
  });
});
