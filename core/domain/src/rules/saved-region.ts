import type { SavedRegion } from '../entities/address';

/** A region the buyer picked on the tree, as the pickers hand it over: ids and names country first, codes below it. */
export interface RegionChoice {
  readonly ids: readonly number[];
  readonly names: readonly string[];
  readonly codes: readonly string[];
  /** isNAFlag of each level below the country (1: 'not selected for now'). */
  readonly naFlags?: readonly (0 | 1 | undefined)[];
}

/**
 * Spec 1 section 3 "Saved region per user": province (shengId/Name), city (shiId/Name,
 * isNAFlag), county (xianId/Name), town (xiangzhenName). The country and the region codes are
 * kept beside them so the choice can be sent to the product calls again.
 */
export function savedRegionOf(choice: RegionChoice): SavedRegion {
  const [countryId, shengId, shiId, xianId, xiangzhenId] = choice.ids;
  const [countryName, shengName, shiName, xianName, xiangzhenName] = choice.names;
  const cityNa = choice.naFlags?.[1];
  return {
    countryId,
    countryName,
    shengId,
    shengName,
    shiId,
    shiName,
    ...(cityNa === undefined ? {} : { isNAFlag: cityNa }),
    xianId,
    xianName,
    xiangzhenId,
    xiangzhenName,
    regionCodeList: [...choice.codes],
  };
}

/** The region ids below the country, province first, as `prepare` takes them in regionIdList. */
export function savedRegionIds(saved: SavedRegion): number[] {
  return [saved.shengId, saved.shiId, saved.xianId, saved.xiangzhenId].filter((id): id is number => typeof id === 'number');
}

/** The saved region as a picker choice again (country first); undefined when nothing below the country was kept. */
export function regionChoiceOf(saved: SavedRegion): RegionChoice | undefined {
  const below = savedRegionIds(saved);
  if (below.length === 0) return undefined;
  const names = [saved.shengName, saved.shiName, saved.xianName, saved.xiangzhenName].slice(0, below.length).map((n) => n ?? '');
  return {
    ids: saved.countryId === undefined ? below : [saved.countryId, ...below],
    names: saved.countryId === undefined ? names : [saved.countryName ?? '', ...names],
    codes: saved.regionCodeList ?? [],
  };
}

/** Reads a saved region from storage text; anything else than an object with a province reads as none. */
export function parseSavedRegion(text: string | undefined): SavedRegion | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const saved = value as SavedRegion;
    return typeof saved.shengId === 'number' ? saved : undefined;
  } catch {
    return undefined;
  }
}
