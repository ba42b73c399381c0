export type * from './entities';
