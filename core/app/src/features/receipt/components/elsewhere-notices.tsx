import type { OrderDetailHeaderSlotProps } from '@mall/sdk';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** The order detail's notices when receiving (receiptFlag 2) or after-sales (afterSaleFlag 2) is done in another system. */
export function ElsewhereNotices({ order }: OrderDetailHeaderSlotProps) {
  const { t } = useTranslation();
  if (order.receiptFlag !== 2 && order.afterSaleFlag !== 2) return null;
  return (
    <Flex vertical gap={8}>
      {order.receiptFlag === 2 && <Alert type="info" showIcon title={t('receipt.elsewhere')} />}
      {order.afterSaleFlag === 2 && <Alert type="info" showIcon title={t('receipt.after-sale-elsewhere')} />}
    </Flex>
  );
}
