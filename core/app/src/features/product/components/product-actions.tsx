import { Alert, App, Badge, Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { usePersonalMall, visitTargetOf } from '../../catalogue';
import { AddToCompareButton, useLowerPriceGate } from '../../compare';
import { AddFavouritePopover } from '../../favourites';
import { ProductServiceToken } from '../../product-info';
import type { ProductDetailStore } from '../product-detail-store';
import type { ProductDetail } from '../../product-info';

/** Spec 1 section 6: buy-now is disabled when the shelf flag is not 1 or the product is disabled. */
export function isBuyNowDisabled(product: ProductDetail): boolean {
  return product.shelfFlag !== 1 || product.enabledFlag === 0;
}

/**
 * Spec 1 section 6: buy-now is hidden when the hide list contains BUY_NOW; it is also hidden
 * when the tenant has turned buy-now off (global flag enabledBuyNowFlag 0).
 */
export function isBuyNowHidden(config: { hideFieldList?: readonly string[]; enabledBuyNowFlag?: 0 | 1 } | undefined): boolean {
  return (config?.hideFieldList ?? []).includes('BUY_NOW') || config?.enabledBuyNowFlag === 0;
}

/** Add to cart, buy now, favourite and compare for the product on show. */
export const ProductActions = observer(function ProductActions({ store, product }: { store: ProductDetailStore; product: ProductDetail }) {
  const { t } = useTranslation();
  const api = useService(ProductServiceToken);
  const { session } = useMallRuntime();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const personal = usePersonalMall();
  const passLowerPrice = useLowerPriceGate();

  const submit = async (kind: 'cart' | 'buy-now') => {
    if (!store.checkQuantity() || store.quantity === undefined || !session.user || !session.config) return;
    const buyer = { user: session.user, config: session.config };
    const item = { product, quantity: store.quantity, addressId: store.place.addressId, regionId: store.place.regionId };
    store.setAdding(true);
    try {
      if (!(await passLowerPrice(product.productId))) return;
      if (kind === 'cart') {
        await api.addToCart(item, buyer);
        void message.success(t('product.cart.added'));
        await store.refreshCartCount();
      } else {
        const order = await api.buyNow(item, buyer);
        // The personal mall's pre-order page is /sigl/before-order; the enterprise mall's buy-now page is /before-company-order.
        void navigate(personal ? '/sigl/before-order' : '/before-company-order', { state: { orderData: order } });
      }
    } catch {
      // the client showed the catalogue's text; the quantity the buyer typed stays
    } finally {
      store.setAdding(false);
    }
  };

  // A visitor on a second website sees the visited company's goods, which their own cart cannot hold.
  if (visitTargetOf(session.config)) return <Alert type="info" showIcon message={t('catalogue.visit.browse-only')} />;
  return (
    <Space direction="vertical" size="middle">
      <Space wrap>
        <Button type="primary" loading={store.adding} onClick={() => void submit('cart')}>
          {t('product.cart.add')}
        </Button>
        {isBuyNowHidden(session.config) ? null : (
          <Button danger disabled={isBuyNowDisabled(product) || store.adding} onClick={() => void submit('buy-now')}>
            {t('product.buy-now')}
          </Button>
        )}
        <AddFavouritePopover product={product} />
        {store.cartCount === undefined ? null : (
          <Link to={personal ? '/sigl/cart' : '/cart'}>
            <Badge count={store.cartCount} showZero offset={[10, 0]}>
              {t('product.cart.link')}
            </Badge>
          </Link>
        )}
      </Space>
      <AddToCompareButton productId={product.productId} price={typeof product.price === 'number' ? product.price : undefined} source={product.productSource} />
    </Space>
  );
});
