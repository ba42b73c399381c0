import { purchaseRange } from '@mall/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductServiceToken } from '../../product-info';
import type { DeliveryPlace, ProductDetail } from '../../product-info';
import { CompareServiceToken } from '../compare-service';
import { useLowerPriceGate } from '../use-lower-price-gate';

/**
 * Adds a compared product to the cart at its minimum purchase quantity, after the lower-price
 * rule, delivered where the compare page priced it (`place`). Opened from a cart line
 * (`?cartId=&quantity=&addressId=`), it takes the product instead of that line through the
 * compare call; the item carries the line's quantity and address (spec 1 section 3 "Compare
 * add-to-cart item: addressId, ... quantity").
 */
export function CompareAddToCart({ product, place = {} }: { product: ProductDetail; place?: DeliveryPlace }) {
  const { t } = useTranslation();
  const api = useService(ProductServiceToken);
  const compareApi = useService(CompareServiceToken);
  const [params] = useSearchParams();
  const cartId = Number(params.get('cartId')) || undefined;
  const addressId = Number(params.get('addressId')) || place.addressId;
  const { session } = useMallRuntime();
  const { message } = App.useApp();
  const passLowerPrice = useLowerPriceGate();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!session.user || !session.config) return;
    setBusy(true);
    try {
      if (!(await passLowerPrice(product.productId))) return;
      const price = typeof product.price === 'number' ? product.price : undefined;
      const { user, config } = session;
      const quantity = Number(params.get('quantity')) || purchaseRange({ ...product, price }).min;
      if (cartId !== undefined) {
        await compareApi.replaceCartLine(cartId, [
          {
            productId: product.productId,
            productSource: product.productSource,
            companyId: config.companyId,
            purchaseType: config.purchaseType ?? 'COMPANY',
            supplierCompanyId: product.supplierCompanyId,
            ownerId: config.userId ?? user.id,
            tenantId: user.tenantId,
            unitPrice: price,
            latestPrice: price,
            purOrganizationId: config.purchaseOrgId,
            invOrganizationId: config.invOrganizationId,
            levelPath: config.levelPath,
            quantity,
            ...(addressId !== undefined ? { addressId } : {}),
          },
        ]);
        void message.success(t('compare.cart.replaced'));
        return;
      }
      await api.addToCart({ product, quantity, ...(addressId !== undefined ? { addressId } : {}) }, { user, config });
      void message.success(t('product.cart.added'));
    } catch {
      // the client showed the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="primary" loading={busy} onClick={() => void add()} aria-label={`${t('product.cart.add')} ${product.productName}`}>
      {t('product.cart.add')}
    </Button>
  );
}
