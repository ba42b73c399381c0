import { productDetailAsideSlot } from '@mall/sdk';
import { Alert, Card, Col, Descriptions, Empty, Row, Space, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Slot } from '../../../platform/plugin-host';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductImage, ProductPrice } from '../../catalogue';
import { errorText } from '../../../platform/http';
import { DeliveryPicker } from '../components/delivery-picker';
import { LadderPriceTable } from '../components/ladder-price-table';
import { ProductActions } from '../components/product-actions';
import { QuantityField } from '../components/quantity-field';
import { SkuList } from '../components/sku-list';
import { StockState } from '../../product-info';
import { ProductDetailStoreFactoryToken, type ProductDetailStoreFactory } from '../product-detail-store';

/** /product-detail, /cata-product-detail, /new-product-detail (and /sigl/product-detail); query productId and sourceFrom. */
const ProductDetailPage = observer(function ProductDetailPage() {
  const { t } = useTranslation();
  const { host, session, mallContext } = useMallRuntime();
  const [params] = useSearchParams();
  const productId = Number(params.get('productId'));
  const sourceFrom = params.get('sourceFrom') ?? 'CATA';
  const createStore = useService<ProductDetailStoreFactory>(ProductDetailStoreFactoryToken);
  const [store] = useState(() => createStore(mallContext));
  useEffect(() => {
    if (Number.isFinite(productId) && productId > 0 && session.user && session.config) void store.load(productId, sourceFrom, { user: session.user, config: session.config });
  }, [store, productId, sourceFrom, session]);

  if (!Number.isFinite(productId) || productId <= 0) return <Empty description={t('product.missing')} />;
  if (store.error !== undefined) return <Alert type="error" showIcon message={errorText(store.error, t)} />;
  const product = store.product;
  if (!product) return <Spin spinning delay={500} tip={t('product.loading')}><div style={{ minHeight: 200 }} /></Spin>;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Card>
            <ProductImage src={product.imagePath} alt={product.productName} size={320} />
          </Card>
        </Col>
        <Col xs={24} md={11}>
          <Card>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {/* The page's one h1 (axe: page-has-heading-one), at the size it had as a smaller heading. */}
              <Typography.Title level={1} style={{ fontSize: 24 }}>
                {product.productName}
              </Typography.Title>
              <Space wrap>
                <Tag>{t(`catalogue.source.${product.productSource}`, { defaultValue: product.productSource })}</Tag>
                {(product.labelNameList ?? []).map((l) => (
                  <Tag key={l} color="orange">
                    {l}
                  </Tag>
                ))}
              </Space>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('product.price')}>
                  <ProductPrice price={product.price} source={product.productSource} currency={product.currencyCode} page="detail" />
                </Descriptions.Item>
                <Descriptions.Item label={t('product.stock')}>
                  <StockState state={product.stockState} count={product.stockQuantity} />
                </Descriptions.Item>
                {product.supplierCompanyName ? <Descriptions.Item label={t('product.supplier')}>{product.supplierCompanyName}</Descriptions.Item> : null}
                {product.brandName ? <Descriptions.Item label={t('product.brand')}>{product.brandName}</Descriptions.Item> : null}
                <Descriptions.Item label={t('product.address')}>
                  <DeliveryPicker store={store} />
                </Descriptions.Item>
                <Descriptions.Item label={t('product.purchase-range')}>
                  {store.range.max < store.range.min
                    ? t('product.purchase-range.none')
                    : Number.isFinite(store.range.max) && store.range.max < 1e15
                      ? t('product.purchase-range.between', { min: store.range.min, max: store.range.max })
                      : t('product.purchase-range.from', { min: store.range.min })}
                </Descriptions.Item>
                {/* The company's custom unit dimensions with the value it keeps for this product (sku-detail, catalogue client values). */}
                {store.customDimensions.map((d) => (
                  <Descriptions.Item key={d.dimensionCode} label={d.dimensionName}>
                    {d.value === undefined ? t('product.dimension.none') : d.meaning && d.meaning !== d.value ? `${d.meaning} (${d.value})` : d.value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              <LadderPriceTable ladders={product.ladderPriceList ?? []} source={product.productSource} />
              <QuantityField value={store.quantity} step={store.step} error={store.quantityError} unit={product.uomName} onChange={(v) => store.enter(v)} />
              <ProductActions store={store} product={product} />
            </Space>
          </Card>
        </Col>
        <Col xs={24} md={5}>
          <Slot host={host} point={productDetailAsideSlot} props={{ productId: product.productId, sourceFrom }} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SkuList title={t('product.similar')} products={store.similar} />
        </Col>
        <Col xs={24} md={12}>
          <SkuList title={t('product.same')} products={store.same} />
        </Col>
      </Row>
    </Space>
  );
});

export default ProductDetailPage;
