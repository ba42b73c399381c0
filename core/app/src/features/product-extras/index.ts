export { productExtrasFeature } from './product-extras-feature';
export { ProductExtrasServiceToken } from './product-extras-service';
export type { ProductExtrasService, Assessment, AssessmentPage, EcPlatformLabels as EcPlatformLabelList } from './product-extras-service';
