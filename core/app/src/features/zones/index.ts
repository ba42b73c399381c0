export { zonesFeature } from './zones-feature';
export { ZoneServiceToken } from './zone-service';
export type { ZoneService, Zone, Store, StorePage, CatalogEntry } from './zone-service';
