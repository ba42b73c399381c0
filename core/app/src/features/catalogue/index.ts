export { catalogueFeature } from './catalogue-feature';
export { CatalogueServiceToken } from './catalogue-service';
export type { CatalogueService } from './catalogue-service';
export type { ProductSummary, ProductPage, ProductQuery, StockFilterFlag } from './catalogue-types';
export { ProductPrice } from './components/product-price';
export { ProductImage } from './components/product-image';
export { useProductJump, usePersonalMall, productDetailPath } from './use-product-jump';
export { ProductLink, isProductLinkDisabled } from './components/product-link';
export { visitTargetOf, type VisitTarget } from './visit-target';
