import { CoreIds, productDetailAsideSlot } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { lazyComponent } from '../../shell/lazy-component';
import { productExtrasModule } from './module';

// Cards of the product detail page only (List, Rate): fetched with that page.
const EcPlatformLabels = lazyComponent(() => import('./components/ec-platform-labels').then((m) => m.EcPlatformLabels));
const ProductAssessments = lazyComponent(() => import('./components/product-assessments').then((m) => m.ProductAssessments));

/** Panels beside the product detail, contributed to its aside slot like a tenant's would be. */
export const productExtrasFeature: CoreFeature = {
  name: 'product-extras',
  module: productExtrasModule,
  contribute(ctx) {
    ctx.contribute(productDetailAsideSlot, { id: CoreIds.productDetail.platformLabels, order: 10, component: EcPlatformLabels });
    ctx.contribute(productDetailAsideSlot, { id: CoreIds.productDetail.assessments, order: 20, component: ProductAssessments });
    contributeMessages(ctx, 'product-extras', () => import('./product-extras-messages.en'), () => import('./product-extras-messages.zh'));
  },
};
