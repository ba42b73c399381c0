export { compareFeature } from './compare-feature';
export { CompareServiceToken } from './compare-service';
export type { CompareService, LowerPriceInfo, CompareLimits, CompareCartItem } from './compare-service';
export { CompareListStorage } from './compare-list-storage';
export { AddToCompareButton } from './components/add-to-compare-button';
export { useLowerPriceGate } from './use-lower-price-gate';
