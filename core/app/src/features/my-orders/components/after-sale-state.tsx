import type { AfterSaleStatus } from '@mall/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<AfterSaleStatus, string> = { SUBMITTED: 'blue', PROCESSING: 'processing', COMPLETED: 'success', REJECTED: 'error', CANCELLED: 'default' };

export function AfterSaleState({ status }: { status: AfterSaleStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`after-sales.state.${status}`)}</Tag>;
}
