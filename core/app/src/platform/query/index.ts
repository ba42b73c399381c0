export { createQueryClient } from './create-query-client';
export { queryModule } from './module';
