import type { ProductSource } from '@mall/domain';
import type { OrderLineCellProps } from '@mall/sdk';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductImage, ProductPrice, useProductJump } from '../../catalogue';
import { LineStatus } from './order-status-tag';

/** Product image, name (a link to the product, except manual goods) and code. */
export function ProductCell({ line }: OrderLineCellProps) {
  const { t } = useTranslation();
  const { hrefOf, open } = useProductJump();
  const linked = line.cecFromCode !== 'MANUAL';
  return (
    <Flex gap={8} align="center">
      <div style={{ width: 48, flex: 'none' }}>
        <ProductImage src={line.primaryUrl} alt={line.skuName} size={48} />
      </div>
      <div>
        {linked ? (
          <a
            href={hrefOf(line.skuId, line.cecFromCode)}
            onClick={(e) => {
              e.preventDefault();
              open(line.skuId, line.cecFromCode);
            }}
          >
            {line.skuName}
          </a>
        ) : (
          <Typography.Text>{line.skuName}</Typography.Text>
        )}
        {line.skuCode ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {t('my-orders.sku-code', { code: line.skuCode })}
          </Typography.Text>
        ) : null}
      </div>
    </Flex>
  );
}

export function PriceCell({ order, line }: OrderLineCellProps) {
  return <ProductPrice price={line.unitPrice} source={line.cecFromCode as ProductSource} currency={order.currencyCode} page="order" strong={false} />;
}

export function QuantityCell({ line }: OrderLineCellProps) {
  return (
    <span>
      {line.quantity} {line.uomName}
    </span>
  );
}

export function AmountCell({ order, line }: OrderLineCellProps) {
  return <ProductPrice price={line.lineAmount} source={line.cecFromCode as ProductSource} currency={order.currencyCode} page="order" strong={false} />;
}

export function StatusCell({ line }: OrderLineCellProps) {
  return <LineStatus line={line} />;
}
