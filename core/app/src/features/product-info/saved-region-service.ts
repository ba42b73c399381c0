import { parseSavedRegion, regionChoiceOf, savedRegionIds, savedRegionOf } from '@mall/domain';
import { defineServiceToken } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { REGION_COOKIE, regionStorageKey } from '../../platform/session/session-keys';
import type { TokenStore } from '../../platform/session/token-store';
import { TYPES } from '../../platform/tokens';
import type { DeliveryChoice } from './delivery-choice';

type RegionDeliveryChoice = Extract<DeliveryChoice, { kind: 'region' }>;

/**
 * The delivery region remembered per user (spec 1 section 3 "Saved region per user", section 4
 * step 7): kept in local storage under the user and in the region cookie that session start
 * sends to `prepare`, which removes both when the server reports a region invalid.
 */
export interface SavedRegionService {
  /** The user's saved region as a delivery choice, or undefined. */
  read(userId: number): RegionDeliveryChoice | undefined;
  remember(userId: number, choice: RegionDeliveryChoice): void;
  forget(userId: number): void;
}

export const SavedRegionServiceToken = defineServiceToken<SavedRegionService>('SavedRegionService');

@injectable()
export class SavedRegionServiceImpl implements SavedRegionService {
  constructor(@inject(TYPES.TokenStore) private readonly tokens: TokenStore) {}

  read(userId: number): RegionDeliveryChoice | undefined {
    const saved = parseSavedRegion(this.tokens.local(regionStorageKey(userId)));
    const choice = saved ? regionChoiceOf(saved) : undefined;
    return choice ? { kind: 'region', ids: choice.ids, names: choice.names, codes: choice.codes } : undefined;
  }

  remember(userId: number, choice: RegionDeliveryChoice): void {
    const saved = savedRegionOf(choice);
    this.tokens.setLocal(regionStorageKey(userId), JSON.stringify(saved));
    this.tokens.setCookie(REGION_COOKIE, savedRegionIds(saved).join(','));
  }

  forget(userId: number): void {
    this.tokens.removeLocal(regionStorageKey(userId));
    this.tokens.removeCookie(REGION_COOKIE);
  }
}
