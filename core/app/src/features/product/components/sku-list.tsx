import { Card, List, Typography } from 'antd';
import type { MouseEvent } from 'react';
import type { ProductSummary } from '../../catalogue';
import { ProductImage, ProductPrice, useProductJump } from '../../catalogue';

/** Similar or same SKUs, each linking to its detail by the page-jump rule. */
export function SkuList({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  const { hrefOf, open } = useProductJump();
  if (products.length === 0) return null;
  return (
    <Card size="small" title={title}>
      <List
        dataSource={[...products]}
        rowKey={(p) => String(p.productId)}
        renderItem={(p) => (
          <List.Item>
            <List.Item.Meta
              avatar={<ProductImage src={p.imagePath} alt={p.productName} size={48} />}
              title={
                <a
                  href={hrefOf(p.productId, p.productSource)}
                  onClick={(e: MouseEvent) => {
                    e.preventDefault();
                    open(p.productId, p.productSource);
                  }}
                >
                  {p.productName}
                </a>
              }
              description={
                <Typography.Text>
                  <ProductPrice price={p.price} source={p.productSource} currency={p.currencyCode} strong={false} />
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
