export { costAllocationFeature } from './cost-allocation-feature';
export { CostAllocationLink } from './cost-allocation-link';
export { CostAllocationDrawer } from './cost-allocation-drawer';
export type { CostAllocationDrawerProps } from './cost-allocation-drawer';
export { CostAllocationServiceToken } from './cost-allocation-service';
export type { CostAllocationService, CostAllocationProduct, AllocationInfo, CustomizedProductValue } from './cost-allocation-service';
