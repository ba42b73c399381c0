import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isProductLinkDisabled, ProductImage, ProductPrice, type ProductSummary } from '../../catalogue';

/** The detail of a zone's product stays in the zone (/zone-product-detail); spec 1 section 6 link rules apply. */
export const zoneProductPath = (product: Pick<ProductSummary, 'productId' | 'productSource'>, zoneCode: string) =>
  `/zone-product-detail?productId=${product.productId}&sourceFrom=${encodeURIComponent(product.productSource)}&zoneCode=${encodeURIComponent(zoneCode)}`;

export function ZoneProductCard({ product, zoneCode }: { product: ProductSummary; zoneCode: string }) {
  const name = <Typography.Text ellipsis={{ tooltip: product.productName }}>{product.productName}</Typography.Text>;
  return (
    <Card size="small" cover={<ProductImage src={product.imagePath} alt={product.productName} />} data-testid={`zone-product-${product.productId}`}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <ProductPrice price={product.price} source={product.productSource} currency={product.currencyCode} />
        {isProductLinkDisabled(product) ? name : <Link to={zoneProductPath(product, zoneCode)}>{name}</Link>}
        <Space size={[4, 4]} wrap>
          {(product.labelNameList ?? []).map((label) => (
            <Tag key={label} color="orange">
              {label}
            </Tag>
          ))}
        </Space>
      </Space>
    </Card>
  );
}
