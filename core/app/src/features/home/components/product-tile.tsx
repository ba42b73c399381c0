import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shell/panel';
import { PlainText } from '../../../shell/plain-text';
import { ProductImage, ProductPrice, useProductJump } from '../../catalogue';
import type { GroupProduct } from '../home-types';

/** One good of a home block or group page: picture, name, price (and the market price it beats). */
export function ProductTile({ product, rank, showMarketPrice }: { product: GroupProduct; rank?: number; showMarketPrice?: boolean }) {
  const { t } = useTranslation();
  const { hrefOf, open } = useProductJump();
  const href = hrefOf(product.productId, product.productSource);
  return (
    <Panel
      hoverable
      size="small"
      bodyStyle={{ padding: 12 }}
      style={{ height: '100%' }}
      onClick={() => open(product.productId, product.productSource)}
      data-product-id={product.productId}
    >
      <Flex vertical gap={6}>
        <Flex justify="center" style={{ position: 'relative' }}>
          <ProductImage src={product.imagePath} alt={product.productName} size={140} />
          {rank !== undefined ? (
            <PlainText strong style={{ position: 'absolute', left: 0, top: 0, background: rank <= 3 ? '#a8071a' : '#595959', color: '#fff', padding: '0 6px', borderRadius: 4 }}>
              {t('home.rank', { rank })}
            </PlainText>
          ) : null}
        </Flex>
        <a
          href={href}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            open(product.productId, product.productSource);
          }}
          style={{ color: 'inherit', minHeight: 44 }}
        >
          <PlainText lines={2} title={product.productName}>
            {product.productName}
          </PlainText>
        </a>
        <Flex align="baseline" gap={8} wrap>
          <ProductPrice price={product.price} source={product.productSource} currency={product.currencyCode} />
          {showMarketPrice && product.marketPrice ? (
            <PlainText tone="secondary" deleted style={{ fontSize: 12 }}>
              {t('home.market-price', { price: product.marketPrice.toFixed(2) })}
            </PlainText>
          ) : (
            <PlainText tone="secondary" style={{ fontSize: 12 }}>
              {t('home.sold', { count: product.salesVolume })}
            </PlainText>
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}
