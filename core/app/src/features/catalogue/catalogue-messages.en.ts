// Texts of the product list; the spec's English where it quotes one.
export const catalogueMessagesEn: Record<string, string> = {
  'catalogue.title': 'Products',
  'catalogue.visit.banner': "You are visiting another company's website: this is its catalogue",
  'catalogue.visit.browse-only': "Visitors browse this company's goods; buy them in your own company's mall",
  'catalogue.search.label': 'Search products',
  'catalogue.search.placeholder': 'Search by product name',
  'catalogue.search.button': 'Search',
  'catalogue.search.hot': 'Hot searches:',
  'catalogue.sort.label': 'Sort order',
  'catalogue.sort.default': 'Default',
  'catalogue.sort.1': 'Price high to low',
  'catalogue.sort.2': 'Price low to high',
  'catalogue.sort.3': 'Best selling',
  'catalogue.sort.4': 'Newest',
  'catalogue.filter.only-in-stock': 'Only in stock',
  'catalogue.filter.source': 'Source',
  'catalogue.filter.all-sources': 'All sources',
  'catalogue.source.CATA': 'Catalogue',
  'catalogue.source.JD': 'JD',
  'catalogue.source.MANUAL': 'Manual',
  'catalogue.card.sales': 'Sold {volume}',
  'catalogue.loading': 'Loading...',
  'catalogue.empty': 'No products match your search',
};

export default catalogueMessagesEn;
