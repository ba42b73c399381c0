// Texts of the selected zone pages.
export const zoneMessagesEn: Record<string, string> = {
  'zone.title': 'Selected zones',
  'zone.stores.title': 'Stores',
  'zone.loading': 'Loading...',
  'zone.none': 'There are no selected zones yet',
  'zone.stores.empty': 'This zone has no stores yet',
  'zone.store.counts': '{products} products in {categories} categories',
  'zone.store.enter': 'Enter store',
  'zone.products.title': 'Zone products',
  'zone.products.empty': 'No products in this zone match',
  'zone.catalog.all': 'All categories',
  'zone.catalog.title': 'Categories',
  'zone.back': 'Back to the stores',
  'zone.missing': 'No zone was chosen',
  'zone.unknown': 'This zone does not exist or is closed',
};

export default zoneMessagesEn;
