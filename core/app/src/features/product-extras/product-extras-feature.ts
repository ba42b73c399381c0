import { CoreIds, messages, productDetailAsideSlot } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { EcPlatformLabels } from './components/ec-platform-labels';
import { ProductAssessments } from './components/product-assessments';
import { productExtrasMessagesEn, productExtrasMessagesZh } from './product-extras-messages';
import { productExtrasModule } from './module';

/** Panels beside the product detail, contributed to its aside slot like a tenant's would be. */
export const productExtrasFeature: CoreFeature = {
  name: 'product-extras',
  module: productExtrasModule,
  contribute(ctx) {
    ctx.contribute(productDetailAsideSlot, { id: CoreIds.productDetail.platformLabels, order: 10, component: EcPlatformLabels });
    ctx.contribute(productDetailAsideSlot, { id: CoreIds.productDetail.assessments, order: 20, component: ProductAssessments });
    ctx.contribute(
      messages,
      { id: 'core.messages.product-extras.en', locale: 'en_US', messages: productExtrasMessagesEn },
      { id: 'core.messages.product-extras.zh', locale: 'zh_CN', messages: productExtrasMessagesZh },
    );
  },
};
