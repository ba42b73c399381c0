import { Button, List, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createPageJump } from '../../../shell/page-jump';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { CompareListStorage } from '../../compare';
import type { CartRow } from '../cart-service';

/**
 * Lines that have a cheaper SKU, each linking to the cheaper product, or comparing both on
 * /price-compare?cartId= where taking the cheaper one replaces the line.
 */
export function LowerPriceDialog({ open, lines, onClose }: { open: boolean; lines: readonly CartRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const runtime = useMallRuntime();
  const navigate = useNavigate();
  const jump = createPageJump({
    setting: runtime.mallContext().settings.pageJump,
    currentPath: () => window.location.pathname,
    navigate: (to, options) => navigate(to, options),
    openTab: (href) => window.open(href, '_blank', 'noopener'),
  });
  const compare = (line: CartRow) => {
    const userId = runtime.session.user?.id;
    if (userId === undefined || line.cheapestSkuId === undefined || line.cheapestSkuId === null) return;
    const list = new CompareListStorage(userId);
    list.add({ productId: line.productId, price: line.latestPrice }, line.productSource);
    // The cheaper price is not on the line; the compare page fetches both products' details.
    list.add({ productId: Number(line.cheapestSkuId), price: 0 }, String(line.cheapestSourceForm ?? line.productSource));
    // The replacing goods keep the line's quantity and address (the compare add-to-cart item carries both).
    const keep = new URLSearchParams({ cartId: String(line.cartId), quantity: String(line.quantity) });
    if (line.addressId) keep.set('addressId', String(line.addressId));
    jump(`/price-compare?${keep.toString()}`);
  };
  const cheaper = lines.filter((l) => l.cheapestSkuId !== undefined && l.cheapestSkuId !== null);
  return (
    <Modal open={open} title={t('cart.lower-price.title')} width={560} footer={null} onCancel={onClose}>
      <List
        dataSource={cheaper}
        locale={{ emptyText: t('cart.lower-price.none') }}
        renderItem={(l) => (
          <List.Item>
            <span>{l.productName}</span>
            <Button type="link" onClick={() => jump(`/product-detail?productId=${l.cheapestSkuId}&sourceFrom=${l.cheapestSourceForm ?? l.productSource}`)}>
              {t('cart.lower-price.cheaper', { name: l.cheapestSkuName ?? l.cheapestSkuId })}
            </Button>
            <Button onClick={() => compare(l)}>{t('cart.lower-price.compare')}</Button>
          </List.Item>
        )}
      />
    </Modal>
  );
}
