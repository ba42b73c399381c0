/** Spec 1 section 5: a pack is valid with no pack flag, or when it is an integer above 1. */
export function isPackValid(packFlag: boolean | 0 | 1 | undefined, pack: number | undefined): boolean {
  if (!packFlag) return true;
  return pack !== undefined && Number.isInteger(pack) && pack > 1;
}
