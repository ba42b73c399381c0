import { HttpClientToken, type OrderSubmitContext } from '@mall/sdk';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Navigator, Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { FormRegistry, placeElementId } from '../components/form-registry';
import { OrderHeaderForm } from '../components/order-header-form';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderPageStoreFactoryToken, type OrderPageStoreFactory } from '../order-page-store';
import { OrderServiceToken, type OrderData } from '../order-service';
import { submitOrders } from '../submit/submit-orders';

/** What pre-req (Settle) and buy-now pass in navigation state. */
interface BeforeOrderState {
  orderData?: OrderData;
}

/**
 * The company order pre-submit page (/before-order, /before-company-order, /sigl/before-order):
 * the orders handed over in navigation state, one card per order with its header form and
 * lines, and the submit. Opened without state (a reload) it says so and links to the cart.
 */
export default function BeforeOrderPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const personal = location.pathname.startsWith('/sigl');
  const orderData = (location.state as BeforeOrderState | null | undefined)?.orderData;
  const cart = personal ? '/sigl/cart' : '/cart';
  if (!orderData || orderData.orderList.length === 0) {
    return (
      <Card>
        <Empty description={t('order.empty')}>
          <Link to={cart}>{t('order.back-to-cart')}</Link>
        </Empty>
      </Card>
    );
  }
  return <OrderForms orderData={orderData} personal={personal} />;
}

const OrderForms = observer(function OrderForms({ orderData, personal }: { orderData: OrderData; personal: boolean }) {
  const { t } = useTranslation();
  const runtime = useMallRuntime();
  const service = useService(OrderServiceToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const navigator = useService<Navigator>(TYPES.Navigator);
  const navigate = useNavigate();
  const createStore = useService<OrderPageStoreFactory>(OrderPageStoreFactoryToken);
  const [store] = useState(() => createStore(orderData.orderList));
  const forms = useMemo(() => new FormRegistry(), []);
  const http = useService(HttpClientToken);
  // The submit validators' context carries the HTTP client for their server checks.
  const ctx: OrderSubmitContext = useMemo(() => ({ ...runtime.mallContext(), http }), [runtime, http]);
  const failed = orderData.failedCount ?? 0;

  const submit = () =>
    submitOrders({
      store,
      host: runtime.host,
      ctx,
      service,
      notifier,
      t,
      navigate: (path, state) => void navigate(path, state === undefined ? undefined : { state }),
      redirect: (url) => navigator.redirect(url),
      validateForms: () => forms.validate(),
      scrollTo: (place) => document.getElementById(placeElementId(place))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }),
      personal,
      returnUrl: `${window.location.origin}${personal ? '/sigl' : ''}/payment-result`,
    });

  return (
    <Spin spinning={store.submitting}>
      <Flex vertical gap={16}>
        {/* The page's one h1 (axe: page-has-heading-one), at the size it had as a smaller heading. */}
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('order.title')}
        </Typography.Title>
        {failed > 0 ? <Alert type="warning" showIcon title={t('order.settle.failed-lines', { count: failed })} /> : null}
        {store.orders.map((order, index) => (
          <Card key={order.key} data-testid={`order-${index}`}>
            <OrderHeaderForm store={store} index={index} host={runtime.host} ctx={ctx} forms={forms} />
            <OrderLinesTable store={store} index={index} host={runtime.host} ctx={ctx} forms={forms} />
          </Card>
        ))}
        <Flex justify="end" gap={16} align="center">
          <Link to={personal ? '/sigl/cart' : '/cart'}>{t('order.back-to-cart')}</Link>
          <Button type="primary" size="large" loading={store.submitting} onClick={() => void submit()}>
            {t('order.submit')}
          </Button>
        </Flex>
      </Flex>
    </Spin>
  );
});
