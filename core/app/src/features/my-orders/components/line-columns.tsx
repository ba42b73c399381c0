import { doubleUnitText, type ProductSource } from '@mall/domain';
import type { OrderLineCellProps } from '@mall/sdk';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductImage, ProductPrice, useProductJump } from '../../catalogue';
import { useMallRuntime } from '../../../shell/mall-runtime';
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

/** The double-UOM flag of the global state (spec 2 section 3), from the user or the web config. */
function useDoubleUomFlag(): 0 | 1 | undefined {
  const config = useMallRuntime().mallContext().config as { doubleUomFlag?: 0 | 1; webConfig?: { doubleUomFlag?: 0 | 1 } };
  return config.doubleUomFlag ?? config.webConfig?.doubleUomFlag;
}

/** Quantity and unit; lines sold in a custom unit show the double unit display (spec 2 section 5). */
export function QuantityCell({ line }: OrderLineCellProps) {
  const doubleUomFlag = useDoubleUomFlag();
  return <span>{doubleUnitText(line, line.quantity, doubleUomFlag) ?? `${line.quantity} ${line.uomName}`}</span>;
}

export function AmountCell({ order, line }: OrderLineCellProps) {
  return <ProductPrice price={line.lineAmount} source={line.cecFromCode as ProductSource} currency={order.currencyCode} page="order" strong={false} />;
}

export function StatusCell({ line }: OrderLineCellProps) {
  return <LineStatus line={line} />;
}
