import { Alert, Button, Card, Checkbox, Empty, Space, Spin, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductPrice } from '../../catalogue';
import { errorText } from '../../../platform/http';
import type { ProductDetail } from '../../product-info';
import { CompareStoreFactoryToken, type CompareStore, type CompareStoreFactory } from '../compare-store';
import { CompareAddToCart } from '../components/compare-add-to-cart';
import { CompareSheet } from '../components/compare-sheet';

/**
 * The take-part tick, observing the selection itself: antd's Table does not re-render a cell
 * when only the store changes, so a tick read in the column's render lagged one click behind.
 */
const TakePart = observer(function TakePart({ store, product }: { store: CompareStore; product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={store.selected.has(product.productId)}
      onChange={(e) => store.toggle(product.productId, e.target.checked)}
      aria-label={`${t('compare.take-part')} ${product.productName}`}
    />
  );
});

/** /products-compare and /price-compare: the buyer's compare list and its comparison sheet. */
const ProductsCompareView = observer(function ProductsCompareView({ store, hideHint }: { store: CompareStore; hideHint: boolean }) {
  const { t } = useTranslation();
  const price = useLocation().pathname === '/price-compare';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t(price ? 'compare.price.title' : 'compare.title')}>
        {hideHint ? null : <Typography.Paragraph type="secondary">{t('compare.page.hint', { n: 10 })}</Typography.Paragraph>}
        {store.error !== undefined ? <Alert type="error" showIcon message={errorText(store.error, t)} /> : null}
        <Spin spinning={store.loading} delay={500}>
          <Table<ProductDetail>
            rowKey={(p) => String(p.productId)}
            dataSource={store.products}
            pagination={false}
            locale={{ emptyText: <Empty description={t('compare.empty')} /> }}
            columns={[
              {
                title: t('compare.take-part'),
                key: 'pick',
                width: 90,
                render: (_, p) => <TakePart store={store} product={p} />,
              },
              { title: t('compare.sheet.product'), dataIndex: 'productName', key: 'name' },
              { title: t('compare.sheet.price'), key: 'price', render: (_, p) => <ProductPrice price={p.price} source={p.productSource} currency={p.currencyCode} /> },
              {
                title: t('compare.actions'),
                key: 'actions',
                render: (_, p) => (
                  <Space>
                    <CompareAddToCart product={p} place={store.place} />
                    <Button onClick={() => void store.remove(p)} aria-label={`${t('compare.remove')} ${p.productName}`}>
                      {t('compare.remove')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Spin>
        <Space direction="vertical" style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => store.generate()} disabled={store.loading}>
            {t('compare.generate')}
          </Button>
          {store.countError ? <Alert type="warning" showIcon message={t(store.countError.key, store.countError.params)} /> : null}
        </Space>
      </Card>
      {store.sheet ? (
        <Card title={t('compare.sheet.title')}>
          <CompareSheet products={store.sheet} />
        </Card>
      ) : null}
    </Space>
  );
});

export default function ProductsComparePage() {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const createStore = useService<CompareStoreFactory>(CompareStoreFactoryToken);
  const [store] = useState(() =>
    session.user && session.config ? createStore({ user: session.user, config: session.config }) : undefined,
  );
  useEffect(() => void store?.load(), [store]);
  // Products are added from detail pages that open in other tabs: the page follows the shared list.
  useEffect(() => store?.followListChanges(), [store]);
  if (!store || session.config?.compareFlag === 0) return <Empty description={t('compare.unavailable')} />;
  return <ProductsCompareView store={store} hideHint={session.config?.compareFlag === 2} />;
}
