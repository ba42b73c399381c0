import { Card, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MallRequest, RequestEntry } from '../purchase-request-service';
import { RequestActions } from './request-actions';

const STATUS_COLOURS: Record<string, string> = { NEW: 'default', SUBMITTED: 'processing', APPROVED: 'success', TO_PO: 'success', CANCELLING: 'warning', CANCEL_TO_CONFIRM: 'warning', CANCELED: 'default' };

/** One request in My requests: its header, status, lines (cancelled ones marked) and actions. */
export function RequestCard({ request, onDone }: { request: MallRequest; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-request-num={request.requestNum}
      title={
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong>{request.title}</Typography.Text>
          <Typography.Text type="secondary">{t('my-request.num', { num: request.requestNum })}</Typography.Text>
          <Typography.Text type="secondary">{t('my-request.created', { date: request.creationDate })}</Typography.Text>
          <Tag color={STATUS_COLOURS[request.mallManualRequestStatus]}>{t(`my-request.status.${request.mallManualRequestStatus}`)}</Tag>
        </Flex>
      }
      extra={<RequestActions request={request} refresh={onDone} place="row" />}
    >
      <Table<RequestEntry>
        size="small"
        pagination={false}
        rowKey={(e) => String(e.mallRequestEntryId)}
        dataSource={request.mallRequestEntryViewVOList}
        columns={[
          {
            title: t('purchase-request.line.name'),
            render: (_v, e) => (
              <>
                {e.skuName} {e.cancelStatus === 'CANCELED' ? <Tag>{t('my-request.line.cancelled')}</Tag> : null}
              </>
            ),
          },
          { title: t('purchase-request.line.specification'), dataIndex: 'specification', width: 160 },
          { title: t('purchase-request.line.quantity'), width: 120, render: (_v, e) => `${e.quantity} ${e.uomName}` },
          { title: t('purchase-request.line.price'), dataIndex: 'estimatedPrice', width: 120 },
          { title: t('purchase-request.line.needed-date'), dataIndex: 'neededDate', width: 120 },
          { title: t('purchase-request.line.supplier'), dataIndex: 'supplierSuggestion', width: 160 },
        ]}
      />
      <Typography.Text strong style={{ display: 'block', textAlign: 'right', marginTop: 8 }}>
        {t('purchase-request.amount', { amount: request.amount.toFixed(2) })}
      </Typography.Text>
    </Card>
  );
}
