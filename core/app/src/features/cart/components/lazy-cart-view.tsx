import type { CartViewProps } from '@mall/sdk';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The cart page's chunk loads only when a cart is shown, whoever renders it.
const CartView = lazy(() => import('../pages/cart-page').then((m) => ({ default: m.CartView })));

/** What core binds to the SDK's `CartViewToken`: core's cart view, loaded on first use. */
export function LazyCartView(props: CartViewProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <CartView {...props} />
    </Suspense>
  );
}
