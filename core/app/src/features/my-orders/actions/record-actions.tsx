import type { OrderActionProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Collapse, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../../shell/copyable-code';
import { useService } from '../../../shell/services-context';
import { MyOrdersServiceToken, type OrderDocument } from '../my-orders-service';
import { RecordButton, RecordState } from './record-modal';

function DocumentTimeline({ documents }: { documents: OrderDocument[] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      items={documents.map((d) => ({
        key: `${d.documentType}-${d.documentNum}`,
        children: (
          <div>
            <Typography.Text strong>{t(`my-orders.document.${d.documentType}`)}</Typography.Text> <CopyableCode code={d.documentNum} />
            {d.status ? <Tag style={{ marginLeft: 8 }}>{d.documentType === 'ORDER' ? t(`my-orders.status.${d.status}`) : d.documentType === 'APPROVAL' ? t(`my-orders.approval.${d.status}`) : d.status}</Tag> : null}
            {d.date ? <Typography.Text type="secondary" style={{ display: 'block' }}>{d.date}</Typography.Text> : null}
          </div>
        ),
      }))}
    />
  );
}

function DocumentFlow({ poHeaderId }: { poHeaderId: number }) {
  const api = useService(MyOrdersServiceToken);
  const query = useQuery({ queryKey: ['my-orders', 'document-flow', poHeaderId], queryFn: ({ signal }) => api.documentFlow(poHeaderId, signal) });
  return <RecordState data={query.data} error={query.error} render={(documents) => <DocumentTimeline documents={documents} />} />;
}

/** 'document flow': the documents the order came from and led to. */
export function DocumentFlowAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <RecordButton label={t('my-orders.action.document-flow')} title={`${t('my-orders.action.document-flow')} · ${order.orderCode}`}>
      {() => <DocumentFlow poHeaderId={order.poHeaderId} />}
    </RecordButton>
  );
}

function LineDocuments({ poLineId }: { poLineId: number }) {
  const api = useService(MyOrdersServiceToken);
  const query = useQuery({ queryKey: ['my-orders', 'related', poLineId], queryFn: ({ signal }) => api.relatedDocuments(poLineId, signal) });
  return <RecordState data={query.data} error={query.error} render={(documents) => <DocumentTimeline documents={documents} />} />;
}

/** 'related documents': per line, the documents that carry it (the first line opened). */
export function RelatedDocumentsAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <RecordButton label={t('my-orders.action.related-documents')} title={`${t('my-orders.action.related-documents')} · ${order.orderCode}`}>
      {() => (
        <Collapse
          defaultActiveKey={order.lines[0] ? [String(order.lines[0].poLineId)] : []}
          destroyOnHidden
          items={order.lines.map((line) => ({
            key: String(line.poLineId),
            label: t('my-orders.related.line', { lineNum: line.lineNum, skuName: line.skuName }),
            children: <LineDocuments poLineId={line.poLineId} />,
          }))}
        />
      )}
    </RecordButton>
  );
}

function ApprovalHistory({ poHeaderId }: { poHeaderId: number }) {
  const { t } = useTranslation();
  const api = useService(MyOrdersServiceToken);
  const query = useQuery({ queryKey: ['my-orders', 'approval', poHeaderId], queryFn: ({ signal }) => api.approvalHistory(poHeaderId, signal) });
  return (
    <RecordState
      data={query.data}
      error={query.error}
      render={(steps) => (
        <Timeline
          items={steps.map((s) => ({
            key: s.step,
            color: s.action === 'REJECT' ? 'red' : s.action === 'PENDING' ? 'blue' : 'green',
            children: (
              <div>
                <Typography.Text strong>{s.approverName}</Typography.Text> <Tag>{t(`my-orders.approval.${s.action}`)}</Tag>
                {s.actedDate ? <Typography.Text type="secondary" style={{ display: 'block' }}>{s.actedDate}</Typography.Text> : null}
                {s.comment ? <Typography.Paragraph style={{ margin: 0 }}>{s.comment}</Typography.Paragraph> : null}
              </div>
            ),
          }))}
        />
      )}
    />
  );
}

/** 'approval record': who submitted and who approved, rejected or must still approve. */
export function ApprovalRecordAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <RecordButton label={t('my-orders.action.approval-record')} title={`${t('my-orders.action.approval-record')} · ${order.orderCode}`}>
      {() => <ApprovalHistory poHeaderId={order.poHeaderId} />}
    </RecordButton>
  );
}

function ReceiptRecord({ poHeaderId }: { poHeaderId: number }) {
  const { t } = useTranslation();
  const api = useService(MyOrdersServiceToken);
  const query = useQuery({ queryKey: ['my-orders', 'document-flow', poHeaderId], queryFn: ({ signal }) => api.documentFlow(poHeaderId, signal) });
  const receipts = query.data?.filter((d) => d.documentType === 'RECEIPT');
  if (receipts && receipts.length === 0) return <Typography.Paragraph>{t('my-orders.receipt-record.none')}</Typography.Paragraph>;
  return <RecordState data={receipts} error={query.error} render={(documents) => <DocumentTimeline documents={documents} />} />;
}

/** 'receipt record': the receipts made against the order. */
export function ReceiptRecordAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <RecordButton label={t('my-orders.action.receipt-record')} title={`${t('my-orders.action.receipt-record')} · ${order.orderCode}`}>
      {() => <ReceiptRecord poHeaderId={order.poHeaderId} />}
    </RecordButton>
  );
}
