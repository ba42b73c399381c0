export { budgetDimensionsFeature } from './configured-dimensions';
