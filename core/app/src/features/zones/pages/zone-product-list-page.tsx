import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Menu, Pagination, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { ZoneProductCard } from '../components/zone-product-card';
import { ZoneServiceToken } from '../zone-service';

const ALL = '';

/** /zone-product-list: a zone's (or one store's) goods by catalogue category (spec 1 section 2, get-catalog-array). */
export default function ZoneProductListPage() {
  const { t } = useTranslation();
  const api = useService(ZoneServiceToken);
  const [params, setParams] = useSearchParams();
  const zoneCode = params.get('zoneCode') ?? '';
  const supplierId = Number(params.get('supplierId')) || undefined;
  const categoryCode = params.get('categoryCode') || undefined;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const size = (PAGE_SIZE_OPTIONS as readonly number[]).includes(Number(params.get('size'))) ? Number(params.get('size')) : DEFAULT_PAGE_SIZE;
  const catalog = useQuery({ queryKey: ['zones', 'catalog', zoneCode, supplierId], queryFn: () => api.catalogArray(zoneCode, supplierId), enabled: zoneCode !== '' });
  const products = useQuery({
    queryKey: ['zones', 'products', zoneCode, supplierId, categoryCode, page, size],
    queryFn: () => api.products({ zoneCode, supplierId, categoryCode, page, size }),
    enabled: zoneCode !== '',
  });
  const go = (change: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  if (zoneCode === '') return <Empty description={t('zone.missing')} />;
  const error = catalog.error ?? products.error;
  const total = (catalog.data ?? []).reduce((sum, c) => sum + c.productCount, 0);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space direction="vertical" size={4}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {products.data?.zoneName || t('zone.products.title')}
          </Typography.Title>
          <Link to={`/zone-supplier-list?zoneCode=${encodeURIComponent(zoneCode)}`}>{t('zone.back')}</Link>
        </Space>
      </Card>
      {error ? <Alert type="error" showIcon message={errorText(error, t)} /> : null}
      <Row gutter={12} wrap={false}>
        <Col flex="220px">
          <Card size="small" title={t('zone.catalog.title')}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={[categoryCode ?? ALL]}
              onClick={({ key }) => go({ categoryCode: key, page: undefined })}
              items={[
                { key: ALL, label: `${t('zone.catalog.all')} (${total})` },
                ...(catalog.data ?? []).map((c) => ({ key: c.categoryCode, label: `${c.categoryName} (${c.productCount})` })),
              ]}
            />
          </Card>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Spin spinning={products.isPending} delay={500} tip={t('zone.loading')}>
            {products.data && products.data.content.length === 0 ? (
              <Empty description={t('zone.products.empty')} />
            ) : (
              <Row gutter={[12, 12]}>
                {(products.data?.content ?? []).map((product) => (
                  <Col key={product.productId} xs={12} md={8} lg={6} xxl={4}>
                    <ZoneProductCard product={product} zoneCode={zoneCode} />
                  </Col>
                ))}
              </Row>
            )}
          </Spin>
          {products.data && products.data.totalElements > 0 ? (
            <Pagination
              style={{ marginTop: 12 }}
              align="end"
              current={page + 1}
              pageSize={size}
              total={products.data.totalElements}
              showSizeChanger
              pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
              onChange={(next, nextSize) => go({ page: nextSize !== size ? 0 : next - 1, size: nextSize })}
            />
          ) : null}
        </Col>
      </Row>
    </Space>
  );
}
