import { ContainerModule } from 'inversify';
import { TYPES } from '../tokens';
import { createQueryClient } from './create-query-client';

/** One QueryClient per container: each mounted mall (and each test render) has its own cache. */
export const queryModule = new ContainerModule(({ bind }) => {
  bind(TYPES.QueryClient).toDynamicValue(() => createQueryClient()).inSingletonScope();
});
