import type { RequestActionProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Spin, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken, type MallRequest } from '../purchase-request-service';

function ApprovalRecord({ request }: { request: MallRequest }) {
  const { t } = useTranslation();
  const api = useService(PurchaseRequestServiceToken);
  const steps = useQuery({ queryKey: ['my-request', 'approval', request.mallRequestId], queryFn: ({ signal }) => api.approvalProgress(request.mallRequestId, signal) });
  if (steps.isPending) return <Spin />;
  if (steps.isError) return <Empty description={errorText(steps.error, t)} />;
  return (
    <Timeline
      items={steps.data.map((s) => ({
        color: s.action === 'REJECT' ? 'red' : s.action === 'PENDING' ? 'gray' : 'green',
        children: `${s.approverName} · ${t(`my-request.approval.${s.action}`)}${s.actedDate ? ` · ${s.actedDate}` : ''}${s.comment ? ` · ${s.comment}` : ''}`,
      }))}
    />
  );
}

/** The request's documents: the request itself and, once turned into an order, the order it became. */
function DocumentFlow({ request }: { request: MallRequest }) {
  const { t } = useTranslation();
  return (
    <Timeline
      items={[
        { children: `${t('my-request.flow.request', { num: request.requestNum })} · ${t(`my-request.status.${request.mallManualRequestStatus}`)} · ${request.creationDate}` },
        ...(request.mallManualRequestStatus === 'TO_PO' ? [{ children: t('my-request.flow.order') }] : []),
      ]}
    />
  );
}

/** A link-button opening an information dialog (560 wide) with `content`. */
function InfoButton({ titleKey, content }: { titleKey: string; content: ReactNode }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (
    <Button type="link" size="small" onClick={() => void modal.info({ title: t(titleKey), content, width: 560 })}>
      {t(titleKey)}
    </Button>
  );
}

export function DocumentFlowAction({ request }: RequestActionProps) {
  return request ? <InfoButton titleKey="my-request.action.document-flow" content={<DocumentFlow request={request} />} /> : null;
}

export function ApprovalRecordAction({ request }: RequestActionProps) {
  return request ? <InfoButton titleKey="my-request.action.approval-record" content={<ApprovalRecord request={request} />} /> : null;
}

/** The OA approval link a tenant stores on the request (attributeLongtext10). */
export function OaLinkAction({ request }: RequestActionProps) {
  const { t } = useTranslation();
  if (!request?.attributeLongtext10) return null;
  return (
    <Button type="link" size="small" href={request.attributeLongtext10} target="_blank" rel="noreferrer">
      {t('my-request.action.oa')}
    </Button>
  );
}
