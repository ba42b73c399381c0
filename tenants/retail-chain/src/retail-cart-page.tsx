import { CartViewToken, useMallService } from '@mall/sdk';
import { retailCartColumns } from './retail-cart-columns';

/** The retailer's /cart: core's cart view with the store stock and surcharge columns. */
export default function RetailCartPage() {
  const CartView = useMallService(CartViewToken);
  return <CartView titleKey="retail-chain.cart.title" extraColumns={retailCartColumns} />;
}
