import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { MyMallFrame } from '../components/my-mall-frame';
import { MyMallServiceToken } from '../my-mall-service';
import type { Invoice } from '../my-mall-types';

const PAGE_SIZE = 10;
const STATUSES = ['APPLIED', 'ISSUED', 'RED_FLUSHED'] as const;
const STATUS_COLOUR: Record<Invoice['status'], string> = { APPLIED: 'processing', ISSUED: 'success', RED_FLUSHED: 'default' };

/**
 * /my-invoice (needs `mall.my-mall.my-invoice`): the buyer's invoices with spec 3's invoice
 * fields; a row opens to the registered address, phone, bank and account.
 */
export default function MyInvoicePage() {
  const { t } = useTranslation();
  const api = useService(MyMallServiceToken);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Invoice['status'] | 'ALL'>('ALL');
  const list = useQuery({
    queryKey: ['my-mall', 'invoices', page, status],
    queryFn: ({ signal }) => api.invoices(page, PAGE_SIZE, status === 'ALL' ? undefined : status, signal),
  });
  return (
    <MyMallFrame
      titleKey="menu.my-invoice"
      extra={
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(0);
          }}
          options={[{ value: 'ALL', label: t('my-mall.invoice.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`my-mall.invoice.status.${s}`) }))]}
        />
      }
    >
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} /> : null}
      <Table<Invoice>
        rowKey="invoiceId"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: <Empty description={t('my-mall.invoice.empty')} /> }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: list.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (i) => (
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('my-mall.invoice.tax-number')}>{i.taxRegistrationNumber ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.method')}>{t(`my-mall.invoice.method.${i.invoiceMethodCode}`)}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.title-type')}>{t(`my-mall.invoice.title-type.${i.invoiceTitleTypeCode}`)}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.detail-type')}>{t(`my-mall.invoice.detail-type.${i.invoiceDetailTypeCode}`, { defaultValue: i.invoiceDetailTypeCode })}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.address')}>{i.taxRegistrationAddress ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.phone')}>{i.taxRegistrationPhone ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.bank')}>{i.depositBank ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.account')}>{i.bankAccountNum ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('my-mall.invoice.remark')}>{i.invoiceRemark ?? '-'}</Descriptions.Item>
            </Descriptions>
          ),
        }}
        columns={[
          { key: 'num', title: t('my-mall.invoice.num'), dataIndex: 'invoiceNum', width: 170 },
          { key: 'order', title: t('my-mall.invoice.order'), width: 130, render: (_: unknown, i) => <Link to={`/order-detail?poHeaderId=${i.poHeaderId}`}>{i.orderCode}</Link> },
          { key: 'header', title: t('my-mall.invoice.header'), dataIndex: 'invoiceHeader', ellipsis: true },
          { key: 'type', title: t('my-mall.invoice.type'), width: 140, render: (_: unknown, i) => t(`my-mall.invoice.type.${i.invoiceTypeCode}`) },
          { key: 'amount', title: t('my-mall.invoice.amount'), width: 140, align: 'right', render: (_: unknown, i) => `${i.currencyCode} ${i.amount.toFixed(2)}` },
          { key: 'status', title: t('my-mall.invoice.status'), width: 100, render: (_: unknown, i) => <Tag color={STATUS_COLOUR[i.status]}>{t(`my-mall.invoice.status.${i.status}`)}</Tag> },
          { key: 'date', title: t('my-mall.invoice.issued'), width: 110, render: (_: unknown, i) => (i.issuedDate ?? '').slice(0, 10) || '-' },
        ]}
      />
    </MyMallFrame>
  );
}
