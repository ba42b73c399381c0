import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Pagination, Row, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { ZoneServiceToken } from '../zone-service';

const DEFAULT_SIZE = DEFAULT_PAGE_SIZE;

/** /zone-supplier-list: the selected zones as tabs, each with its stores (spec 1 section 2, store-list). */
export default function ZoneSupplierListPage() {
  const { t } = useTranslation();
  const api = useService(ZoneServiceToken);
  const [params, setParams] = useSearchParams();
  const zones = useQuery({ queryKey: ['zones'], queryFn: () => api.zones() });
  const zoneCode = params.get('zoneCode') ?? zones.data?.[0]?.zoneCode;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const size = (PAGE_SIZE_OPTIONS as readonly number[]).includes(Number(params.get('size'))) ? Number(params.get('size')) : DEFAULT_SIZE;
  // An address naming a zone that is not (or no longer) open shows so, without asking for its stores.
  const known = zoneCode !== undefined && (zones.data ?? []).some((zone) => zone.zoneCode === zoneCode);
  const stores = useQuery({ queryKey: ['zones', 'stores', zoneCode, page, size], queryFn: () => api.stores(zoneCode!, page, size), enabled: known });
  const go = (change: Record<string, string | number>) => setParams({ ...Object.fromEntries(params), ...Object.fromEntries(Object.entries(change).map(([k, v]) => [k, String(v)])) });
  const error = zones.error ?? stores.error;

  return (
    <Card>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('zone.title')}
        </Typography.Title>
        {error ? <Alert type="error" showIcon message={errorText(error, t)} /> : null}
        <Spin spinning={zones.isPending || (known && stores.isPending)} delay={500} tip={t('zone.loading')}>
          {zones.data && zones.data.length === 0 ? (
            <Empty description={t('zone.none')} />
          ) : (
            <>
              <Tabs
                activeKey={zoneCode}
                onChange={(key) => go({ zoneCode: key, page: 0 })}
                items={(zones.data ?? []).map((zone) => ({ key: zone.zoneCode, label: `${zone.zoneName} (${zone.storeCount})` }))}
              />
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('zone.stores.title')}
              </Typography.Title>
              {zones.data && !known ? (
                <Empty description={t('zone.unknown')} />
              ) : stores.data && stores.data.content.length === 0 ? (
                <Empty description={t('zone.stores.empty')} />
              ) : (
                <Row gutter={[12, 12]}>
                  {(stores.data?.content ?? []).map((store) => (
                    <Col key={store.supplierCompanyId} xs={24} md={12} xl={8} xxl={6}>
                      <Card size="small" title={store.supplierName} data-testid={`zone-store-${store.supplierCompanyId}`}>
                        <Space direction="vertical" size={4}>
                          <Typography.Text type="secondary">{t('zone.store.counts', { products: store.productCount, categories: store.categoryCount })}</Typography.Text>
                          <Link to={`/zone-product-list?zoneCode=${encodeURIComponent(zoneCode ?? '')}&supplierId=${store.supplierCompanyId}`}>{t('zone.store.enter')}</Link>
                        </Space>
                      </Card>
                    </Col>
                  ))}
                </Row>
              )}
            </>
          )}
        </Spin>
        {stores.data && stores.data.totalElements > 0 ? (
          <Pagination
            align="end"
            current={page + 1}
            pageSize={size}
            total={stores.data.totalElements}
            showSizeChanger
            pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
            onChange={(next, nextSize) => go({ page: nextSize !== size ? 0 : next - 1, size: nextSize })}
          />
        ) : null}
      </Space>
    </Card>
  );
}
