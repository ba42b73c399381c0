import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouteButton } from './route-button';

/** Where the buyer goes from a result page: the cart and the home of the mall they are in. */
export function ResultLinks({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const personal = useLocation().pathname.startsWith('/sigl');
  return (
    <Space wrap>
      {children}
      <RouteButton to={personal ? '/sigl/cart' : '/cart'}>{t('payment.back-to-cart')}</RouteButton>
      <RouteButton to={personal ? '/sigl' : '/'}>{t('payment.home')}</RouteButton>
    </Space>
  );
}
