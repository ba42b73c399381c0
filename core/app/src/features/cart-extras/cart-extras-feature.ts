import { cartFooterSlot, CoreIds, messages } from '@mall/sdk';
import type { CartFooterSlotProps } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { cartExtrasModule } from './module';
import { lazyComponent } from '../../shell/lazy-component';

// The freight warning is fetched with the cart page, not the entry.
const PostageWarning = lazyComponent<CartFooterSlotProps>(() => import('./components/postage-warning').then((m) => m.PostageWarning));

/** Cart details beside the cart's own answer: the freight warning in the footer; the line gifts are rendered by the cart's product cell. */
export const cartExtrasFeature: CoreFeature = {
  name: 'cart-extras',
  module: cartExtrasModule,
  contribute(ctx) {
    ctx.contribute(cartFooterSlot, { id: CoreIds.cart.postageWarning, order: 50, component: PostageWarning });
    ctx.contribute(
      messages,
      { id: 'core.messages.cart-extras.en', locale: 'en_US', load: () => import('./cart-extras-messages.en') },
      { id: 'core.messages.cart-extras.zh', locale: 'zh_CN', load: () => import('./cart-extras-messages.zh') },
    );
  },
};
