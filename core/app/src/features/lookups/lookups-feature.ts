import type { CoreFeature } from '../core-feature';
import { lookupsModule } from './module';

/** Value sets (`lovs/data`) read in one place and cached once for every field that shows them. */
export const lookupsFeature: CoreFeature = {
  name: 'lookups',
  module: lookupsModule,
  contribute() {
    // Nothing to contribute: fields, filters and forms of other features use the service.
  },
};
