export { productFeature } from './product-feature';
