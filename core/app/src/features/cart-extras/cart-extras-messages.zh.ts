import type { cartExtrasMessagesEn } from './cart-extras-messages.en';

export const cartExtrasMessagesZh: Record<keyof typeof cartExtrasMessagesEn, string> = {
  'cart-extras.gift': '赠品：{name} × {quantity}',
  'cart-extras.gift.follows-received': '赠品以实际收货数量为准',
  'cart-extras.freight.below': '{supplier}：金额 {amount} 未达到包邮门槛 {threshold}，将额外收取运费 {freight}',
};

export default cartExtrasMessagesZh;
