import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { TopBarLinksSlotProps } from '@mall/sdk';
import { Badge } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../../shell/services-context';
import { CART_COUNT_QUERY_KEY, ProductServiceToken } from '../../product-info';

/**
 * The cart and its line count (`carts/count`) in the top bar. Adding to the cart refreshes the
 * count (the product service invalidates the query); each page change reads it again, so lines
 * removed on the cart page are not counted for long.
 */
export function CartCountLink({ home }: TopBarLinksSlotProps) {
  const { t } = useTranslation();
  const api = useService(ProductServiceToken);
  const { pathname } = useLocation();
  const { data: count, refetch } = useQuery({ queryKey: CART_COUNT_QUERY_KEY, queryFn: () => api.cartCount() });
  useEffect(() => void refetch(), [pathname, refetch]);
  const label = t('home.cart.label', { count: count ?? 0 });
  return (
    <Link to={home === '/sigl' ? '/sigl/cart' : '/cart'} title={label} data-cart-count={count ?? ''}>
      <Badge count={count ?? 0} overflowCount={99} size="small" offset={[4, -2]}>
        <ShoppingCartOutlined style={{ fontSize: 20 }} />
      </Badge>
      <span style={{ marginInlineStart: 8 }}>{t('home.cart.title')}</span>
    </Link>
  );
}
