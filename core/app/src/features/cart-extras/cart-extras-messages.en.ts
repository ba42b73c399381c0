export const cartExtrasMessagesEn = {
  'cart-extras.gift': 'Gift: {name} × {quantity}',
  'cart-extras.gift.follows-received': 'Gifts follow the actual quantity received',
  'cart-extras.freight.below': '{supplier}: {amount} is below the free-shipping threshold of {threshold}; an extra freight of {freight} applies',
};

export default cartExtrasMessagesEn;
