import type { UserConfig } from '@mall/sdk';

/** A purchase unit the buyer may buy for. */
export interface PurchaseUnit {
  readonly unitId: number;
  readonly unitName: string;
  readonly unitCode?: string;
}

type ConfigWithUnits = UserConfig & { purchaseUnitList?: PurchaseUnit[]; purchaseUnit?: PurchaseUnit };

/**
 * The units to offer: the config's list when the server sends one; otherwise only the current
 * unit, and `onlyCurrent` says so (the server does not list a user's units yet).
 */
export function purchaseUnitsOf(config: UserConfig): { units: PurchaseUnit[]; onlyCurrent: boolean } {
  const c = config as ConfigWithUnits;
  if (Array.isArray(c.purchaseUnitList) && c.purchaseUnitList.length > 0) return { units: c.purchaseUnitList, onlyCurrent: false };
  const current = c.purchaseUnit ?? (c.unitId !== undefined ? { unitId: c.unitId, unitName: c.unitName ?? String(c.unitId), unitCode: c.unitCode } : undefined);
  return { units: current ? [current] : [], onlyCurrent: true };
}
