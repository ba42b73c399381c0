import { useMessage, type CartFooterSlotProps } from '@mall/sdk';
import { Alert } from 'antd';
import { isAboveMinimumPrice } from './minimum-price-remark';

/**
 * In the cart footer, before the buyer settles: how many selected lines are not the minimum
 * price, so the remark the order page will ask for (spec 3 section 5) is no surprise. Nothing
 * when every selected line is the cheapest offer.
 */
export function MinimumPriceNote({ selected }: CartFooterSlotProps) {
  const t = useMessage();
  const count = selected.filter(isAboveMinimumPrice).length;
  if (count === 0) return null;
  return <Alert type="warning" showIcon title={t('rgego.cart.minimum-price-note', { count })} />;
}
