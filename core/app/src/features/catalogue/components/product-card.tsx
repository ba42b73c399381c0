import { salesVolumeDisplay } from '@mall/domain';
import { Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../../shell/plain-text';
import type { ProductSummary } from '../catalogue-types';
import { ProductImage } from './product-image';
import { ProductLink } from './product-link';
import { ProductPrice } from './product-price';

/** One product of the list: picture, name linking to the detail, price, labels and sales. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const sales = salesVolumeDisplay(product.salesVolume);
  return (
    <Card size="small" cover={<ProductImage src={product.imagePath} alt={product.productName} />} data-testid={`product-card-${product.productId}`}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <ProductPrice price={product.price} source={product.productSource} currency={product.currencyCode} />
        <ProductLink product={product}>
          <PlainText lines={1} title={product.productName}>
            {product.productName}
          </PlainText>
        </ProductLink>
        <Space size={[4, 4]} wrap>
          <Tag>{t(`catalogue.source.${product.productSource}`, { defaultValue: product.productSource })}</Tag>
          {(product.labelNameList ?? []).map((label) => (
            <Tag key={label} color="orange">
              {label}
            </Tag>
          ))}
        </Space>
        <PlainText tone="secondary">{t('catalogue.card.sales', { volume: t(sales.key, sales.params) })}</PlainText>
      </Space>
    </Card>
  );
}
