import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductImage, ProductLink, ProductPrice } from '../../catalogue';
import { ProductServiceToken, type ProductDetail } from '../../product-info';
import { MyMallFrame } from '../components/my-mall-frame';
import { MyMallServiceToken } from '../my-mall-service';
import type { BasketItem, ShoppingBasket } from '../my-mall-types';

/**
 * /shopping-basket (hidden when SMART_SHOPPING_BASKET is hidden): the buyer's purchase packages,
 * named sets of goods bought again and again; one click puts a package's goods on shelf into
 * the cart, each through the cart's own add call (so its quantity rules apply).
 */
const ShoppingBasketPage = observer(function ShoppingBasketPage() {
  const { t } = useTranslation();
  const api = useService(MyMallServiceToken);
  const products = useService(ProductServiceToken);
  const { session } = useMallRuntime();
  const { message } = App.useApp();
  const [adding, setAdding] = useState<number>();
  const baskets = useQuery({ queryKey: ['my-mall', 'baskets'], queryFn: ({ signal }) => api.baskets(signal) });

  const addAll = async (basket: ShoppingBasket) => {
    if (!session.user || !session.config) return;
    const buyer = { user: session.user, config: session.config };
    setAdding(basket.basketId);
    let added = 0;
    try {
      for (const item of basket.items.filter((i) => i.shelfFlag === 1)) {
        // The cart body reads only the product's id, source, name, price and currency.
        const product = { productId: item.productId, productSource: item.productSource, productName: item.productName, price: item.price, currencyCode: item.currencyCode } as ProductDetail;
        await products.addToCart({ product, quantity: item.quantity }, buyer);
        added += 1;
      }
    } catch {
      // the client showed why the line was refused; the ones before it stay in the cart
    } finally {
      setAdding(undefined);
      if (added > 0) void message.success(t('my-mall.basket.added', { count: added }));
    }
  };

  return (
    <MyMallFrame titleKey="menu.shopping-basket">
      {baskets.isError ? <Alert type="error" showIcon message={errorText(baskets.error, t)} /> : null}
      {baskets.isLoading ? <Skeleton active /> : null}
      {baskets.data && baskets.data.length === 0 ? <Empty description={t('my-mall.basket.empty')} /> : null}
      <Flex vertical gap={16}>
        {(baskets.data ?? []).map((b) => (
          <Card
            key={b.basketId}
            size="small"
            title={
              <Flex gap={8} align="baseline">
                <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                  {b.basketName}
                </Typography.Title>
                <Typography.Text type="secondary">{t('my-mall.basket.items', { count: b.items.length })}</Typography.Text>
              </Flex>
            }
            extra={
              <Button type="primary" loading={adding === b.basketId} disabled={adding !== undefined || b.items.length === 0} onClick={() => void addAll(b)}>
                {t('my-mall.basket.add-all')}
              </Button>
            }
          >
            <Table<BasketItem>
              rowKey="productId"
              size="small"
              pagination={false}
              dataSource={b.items}
              columns={[
                {
                  key: 'product',
                  title: t('my-mall.sale.goods'),
                  render: (_: unknown, i) => (
                    <Flex gap={8} align="center">
                      {/* The picture centres itself with auto margins; the span keeps it at the start. */}
                      <span style={{ flex: 'none' }}>
                        <ProductImage src={i.imagePath} alt={i.productName} size={40} />
                      </span>
                      <ProductLink product={i}>{i.productName}</ProductLink>
                      {i.shelfFlag !== 1 ? <Tag>{t('my-mall.basket.unavailable')}</Tag> : null}
                    </Flex>
                  ),
                },
                { key: 'price', title: t('my-mall.basket.price'), width: 140, render: (_: unknown, i) => <ProductPrice price={i.price} source={i.productSource} currency={i.currencyCode} /> },
                { key: 'quantity', title: t('my-mall.basket.quantity'), width: 120, align: 'right', render: (_: unknown, i) => `${i.quantity} ${i.uomName}` },
              ]}
            />
          </Card>
        ))}
      </Flex>
    </MyMallFrame>
  );
});

export default ShoppingBasketPage;
