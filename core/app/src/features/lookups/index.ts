export { lookupsFeature } from './lookups-feature';
export { LookupServiceToken, lookupQueryOptions } from './lookup-service';
export type { LookupService, LookupQuery, LookupRecord } from './lookup-service';
export { useLookupRecords, useLookupValues } from './use-lookup-records';
export type { LookupValue } from './use-lookup-records';
