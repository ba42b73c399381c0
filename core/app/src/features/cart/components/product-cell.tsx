import { cartLineType, isCartLineCheckFailed, isStockShort } from '@mall/domain';
import type { FieldSchema, MallContext } from '@mall/sdk';
import { Flex, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { boughtAgainIds } from '../../../shell/cart-again';
import { CartLineGifts } from '../../cart-extras';
import { ProductLink } from '../../catalogue';
import { CostAllocationLink } from '../../cost-allocation';
import type { CartRow } from '../cart-service';
import type { CartStore } from '../cart-store';
import { CartLineFieldItems } from './cart-line-field-items';

/** Name, classification, check error, stock shortage, the 'again' flag, the cost allocation link and the line's extra fields. */
export const ProductCell = observer(function ProductCell({ line, store, ctx, fields }: { line: CartRow; store: CartStore; ctx: MallContext; fields: readonly FieldSchema[] }) {
  const { t } = useTranslation();
  const checkError = line.errorMessage ?? line.cartColumnValueList?.find((c) => c.errorMessage)?.errorMessage;
  const short = isStockShort({ skuCheckFlag: ctx.config.skuCheckFlag, productSource: line.productSource, stockQuantity: line.stockQuantity, quantity: Number(line.quantity) || 0 });
  return (
    <Flex vertical gap={4}>
      <Flex gap={6} align="center" wrap>
        <Tag>{t(`cart.line-type.${cartLineType(line)}`)}</Tag>
        <ProductLink product={line}>
          <Typography.Text strong delete={line.invalidFlag === 1}>
            {line.productName}
          </Typography.Text>
        </ProductLink>
        {line.invalidFlag === 1 ? <Tag color="default">{t('cart.invalid')}</Tag> : null}
        {short ? <Tag color="warning">{t('cart.stock-short')}</Tag> : null}
        {boughtAgainIds(ctx.config.organizationId, ctx.user.id).has(line.cartId) ? <Tag color="processing">{t('cart.bought-again')}</Tag> : null}
        {line.allocationFlag === 1 ? <CostAllocationLink cartId={line.cartId} /> : null}
      </Flex>
      {line.supplierCompanyName && ctx.config.hideSupplierFlag !== 1 ? <Typography.Text type="secondary">{line.supplierCompanyName}</Typography.Text> : null}
      {isCartLineCheckFailed(line) ? <Typography.Text type="danger">{checkError ?? t('cart.check-failed')}</Typography.Text> : null}
      <CartLineGifts line={line} />
      {store.unsaved.has(line.cartId) ? <Typography.Text type="warning">{t('cart.unsaved')}</Typography.Text> : null}
      <CartLineFieldItems fields={fields} line={line} store={store} ctx={ctx} />
    </Flex>
  );
});
