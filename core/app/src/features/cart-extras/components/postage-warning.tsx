import type { CartFooterSlotProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { CartExtrasServiceToken } from '../cart-extras-service';

const money = (value: number, currency: string) => `${currency} ${value.toFixed(2)}`;

/**
 * Spec 1 section 8: 'Below the free-shipping threshold: warning about extra freight'. The
 * server sums the chosen lines per supplier (postage-info); each supplier under its threshold
 * gets a warning with the freight.
 */
export function PostageWarning({ selected }: CartFooterSlotProps) {
  const { t } = useTranslation();
  const api = useService(CartExtrasServiceToken);
  // Quantities are part of the key: changing one changes the amount.
  const chosen = [...selected].sort((a, b) => a.cartId - b.cartId);
  const { data = [] } = useQuery({
    queryKey: ['cart-extras', 'postage', chosen.map((l) => `${l.cartId}:${l.quantity}`)],
    queryFn: ({ signal }) => api.postage(chosen.map((l) => l.cartId), signal),
    enabled: chosen.length > 0,
  });
  const below = chosen.length > 0 ? data.filter((p) => p.belowThreshold) : [];
  if (below.length === 0) return null;
  return (
    <Flex vertical gap={2} role="status">
      {below.map((p) => (
        <Typography.Text key={`${p.supplierCompanyId}:${p.currencyCode}`} type="warning">
          <WarningOutlined />{' '}
          {t('cart-extras.freight.below', {
            supplier: p.supplierCompanyName,
            amount: money(p.amount, p.currencyCode),
            threshold: money(p.freeShippingAmount, p.currencyCode),
            freight: money(p.freight, p.currencyCode),
          })}
        </Typography.Text>
      ))}
    </Flex>
  );
}
