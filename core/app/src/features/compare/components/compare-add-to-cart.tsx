import { purchaseRange } from '@mall/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductServiceToken } from '../../product-info';
import type { ProductDetail } from '../../product-info';
import { CompareServiceToken } from '../compare-service';
import { useLowerPriceGate } from '../use-lower-price-gate';

/**
 * Adds a compared product to the cart at its minimum purchase quantity, after the lower-price
 * rule. Opened from a cart line (`?cartId=`), it takes the product instead of that line through
 * the compare call, keeping the line's quantity.
 */
export function CompareAddToCart({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const api = useService(ProductServiceToken);
  const compareApi = useService(CompareServiceToken);
  const cartId = Number(useSearchParams()[0].get('cartId')) || undefined;
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
          },
        ]);
        void message.success(t('compare.cart.replaced'));
        return;
      }
      const quantity = purchaseRange({ ...product, price }).min;
      await api.addToCart({ product, quantity }, { user, config });
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
