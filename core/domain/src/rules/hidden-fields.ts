import type { HiddenField, UserConfig } from '../entities/session';

/**
 * Whether the user config's hide list turns a field off (spec 1: DEMAND_DATE hides the needed
 * date, BUY_NOW the buy-now button, LOGISTICS the logistics display). No config hides nothing.
 */
export function isHidden(config: Pick<UserConfig, 'hideFieldList'> | undefined, field: HiddenField): boolean {
  return config?.hideFieldList?.includes(field) ?? false;
}
