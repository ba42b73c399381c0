import { formatPrice, type PriceDisplayPage, type ProductSource } from '@mall/domain';
import { PlainText } from '../../../shell/plain-text';

/** A price by the domain's display rule: 5 decimals for long CATA prices, masks outside detail/cart/order. */
export function ProductPrice({ price, source, currency, page = 'other', strong = true }: { price: number | string | undefined; source: ProductSource | undefined; currency?: string; page?: PriceDisplayPage; strong?: boolean }) {
  const text = formatPrice(price, source, page);
  if (!text) return <PlainText tone="secondary">-</PlainText>;
  return (
    <PlainText tone="danger" strong={strong}>
      {currency ? `${currency} ` : ''}
      {text}
    </PlainText>
  );
}
