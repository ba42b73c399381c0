import { shellFeature } from '../shell/shell-feature';
import type { CoreFeature } from './core-feature';

export type { CoreFeature } from './core-feature';

/** Every core feature, in registration order. */
export const coreFeatures: readonly CoreFeature[] = [shellFeature];
