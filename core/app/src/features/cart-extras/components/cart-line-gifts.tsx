import type { CartLine } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { CartExtrasServiceToken, type Gift } from '../cart-extras-service';

/** Type 2 gifts come per unit bought, so the line shows them for its quantity. */
const giftCount = (gift: Gift, quantity: number) => (gift.giftType === 2 ? gift.giftQuantity * quantity : gift.giftQuantity);

/** The gifts of a cart line (productGiftDTO.giftVOList), with spec 1's note for gift type 2. */
export function CartLineGifts({ line }: { line: Pick<CartLine, 'productId' | 'quantity'> }) {
  const { t } = useTranslation();
  const api = useService(CartExtrasServiceToken);
  const { data: gifts = [] } = useQuery({ queryKey: ['cart-extras', 'gifts', line.productId], queryFn: () => api.giftsOf(line.productId), staleTime: 5 * 60_000 });
  if (gifts.length === 0) return null;
  const quantity = Number(line.quantity) || 0;
  return (
    <Flex vertical gap={2}>
      {gifts.map((gift) => (
        <Typography.Text key={gift.giftName} type="secondary">
          <GiftOutlined /> {t('cart-extras.gift', { name: gift.giftName, quantity: giftCount(gift, quantity) })}
          {gift.giftType === 2 ? <Typography.Text type="warning">{` (${t('cart-extras.gift.follows-received')})`}</Typography.Text> : null}
        </Typography.Text>
      ))}
    </Flex>
  );
}
