import { HttpClientToken, useMallService, useMessage, type OrderHeaderExtrasSlotProps } from '@mall/sdk';
import { Descriptions, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PAY_INFO_PATH, type CompanyPayInfo as PayInfo } from './financial-calls';

/**
 * Spec 3 section 7 "company pay info" (marmot-api body companyIds): each order header of the
 * pre-submit page shows its company's pay account, bank, fund request and balance, so the
 * buyer sees before choosing payment method 4 what the balance check will compare.
 */
export function CompanyPayInfo({ order }: OrderHeaderExtrasSlotProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const [info, setInfo] = useState<PayInfo | null>();
  // Keyed on the company alone: the order page re-renders its headers often.
  const client = useRef(http);
  client.current = http;
  useEffect(() => {
    if (order.companyId === undefined) return;
    const abort = new AbortController();
    client.current
      .request<PayInfo[]>('POST', PAY_INFO_PATH, { body: { companyIds: [order.companyId] }, signal: abort.signal })
      .then((rows) => setInfo(rows.find((r) => r.companyId === order.companyId) ?? null))
      .catch(() => undefined);
    return () => abort.abort();
  }, [order.companyId]);
  if (info === undefined) return null;
  if (info === null) return <Typography.Text type="secondary">{t('financial-group.pay-info.none')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={4}
      title={t('financial-group.pay-info.title')}
      data-testid="company-pay-info"
      items={[
        { key: 'account', label: t('financial-group.pay-info.account'), children: info.payAccountName },
        { key: 'bank', label: t('financial-group.pay-info.bank'), children: `${info.bankName} ${info.bankAccountNum}` },
        { key: 'fund', label: t('financial-group.pay-info.fund-request'), children: info.fundRequestNum },
        { key: 'balance', label: t('financial-group.pay-info.balance'), children: info.balance.toFixed(2) },
      ]}
    />
  );
}
