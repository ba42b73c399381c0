import { PAGE_SIZE_OPTIONS } from '@mall/domain';
import { Alert, Card, Col, Empty, Pagination, Row, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductCard } from '../components/product-card';
import { ProductFilters } from '../components/product-filters';
import { ProductSearch } from '../components/product-search';
import { errorText } from '../../../platform/http';
import { ProductListStoreFactoryToken, type ProductListStoreFactory } from '../product-list-store';
import { visitTargetOf } from '../visit-target';

/** /product-list (and /sigl/product-list): search, sort, filter and page through the catalogue. */
const ProductListPage = observer(function ProductListPage() {
  const { t } = useTranslation();
  const createStore = useService<ProductListStoreFactory>(ProductListStoreFactoryToken);
  const [params] = useSearchParams();
  const runtime = useMallRuntime();
  const [store] = useState(() => {
    const ctx = runtime.mallContext();
    return createStore(ctx.channel, visitTargetOf(ctx.config));
  });
  useEffect(() => {
    void store.loadHotKeywords();
    return () => store.dispose();
  }, [store]);
  useEffect(() => {
    void store.update({ keyword: params.get('keyword') ?? '' });
  }, [store, params]);
  const { query } = store;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('catalogue.title')}
          </Typography.Title>
          {store.query.visit ? <Alert type="info" showIcon message={t('catalogue.visit.banner')} data-testid="visit-banner" /> : null}
          <ProductSearch keyword={query.keyword} hotKeywords={store.hotKeywords} suggestions={store.suggestions} onType={(text) => store.type(text)} onSearch={(keyword) => void store.update({ keyword })} />
          <ProductFilters query={query} onChange={(change) => void store.update(change)} />
        </Space>
      </Card>
      <Spin spinning={store.loading} delay={500} tip={t('catalogue.loading')}>
        {store.error !== undefined ? (
          <Alert type="error" showIcon message={errorText(store.error, t)} />
        ) : store.products.length === 0 && !store.loading ? (
          <Empty description={t('catalogue.empty')} />
        ) : (
          <Row gutter={[12, 12]}>
            {store.products.map((product) => (
              <Col key={product.productId} xs={12} md={8} lg={6} xl={4}>
                <ProductCard product={product} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <Pagination
        align="end"
        current={query.page + 1}
        pageSize={query.size}
        total={store.total}
        showSizeChanger
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        hideOnSinglePage={false}
        onChange={(page, size) => void store.update({ page: page - 1, size })}
      />
    </Space>
  );
});

export default ProductListPage;
