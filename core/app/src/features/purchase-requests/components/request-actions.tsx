import { canCancelRequest, statusesAllowing } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Modal, Space, Spin, Timeline } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { Permission } from '../../../platform/permissions';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken, type MallRequest } from '../purchase-request-service';

/** Permission code of a My requests button (spec 2 section 3's catalogue), as the platform seed names it. */
export const myRequestPermission = (action: string) => `mall.tenant.buying-manage.my-request.button.${action}`;

const CANCELLABLE = statusesAllowing('cancel');
const LINES_CANCELLABLE = statusesAllowing('cancel-lines');

function Gate({ action, children }: { action: string; children: ReactNode }) {
  return <Permission code={myRequestPermission(action)}>{children}</Permission>;
}

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

function CancelLines({ request, onDone }: { request: MallRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useService(PurchaseRequestServiceToken);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const open_ = request.mallRequestEntryViewVOList.filter((e) => e.cancelStatus !== 'CANCELED');
  const confirm = async () => {
    if (chosen.length === 0) return void message.warning(t('my-request.cancel-lines.none'));
    try {
      await api.cancelEntries(request.mallRequestId, chosen);
      setOpen(false);
      onDone();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('my-request.action.cancel-lines')}
      </Button>
      <Modal open={open} title={t('my-request.cancel-lines.title', { num: request.requestNum })} onCancel={() => setOpen(false)} onOk={() => void confirm()} destroyOnHidden>
        <Checkbox.Group style={{ display: 'flex', flexDirection: 'column' }} value={chosen} onChange={(v) => setChosen(v as number[])}
          options={open_.map((e) => ({ value: e.mallRequestEntryId!, label: `${e.lineNum}. ${e.skuName} × ${e.quantity} ${e.uomName}` }))}
        />
      </Modal>
    </>
  );
}

/**
 * The actions of one request in My requests (spec 2 sections 3 and 4): each gated by its
 * permission and shown only in the statuses the domain lets it act on, so a button never offers
 * a move the server refuses. 'Cancel request' shows only for a status none of the seven known ones.
 */
export function RequestActions({ request, onDone }: { request: MallRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const api = useService(PurchaseRequestServiceToken);
  const navigate = useNavigate();
  const status = request.mallManualRequestStatus;
  const act = (question: string, call: () => Promise<unknown>) =>
    void modal.confirm({
      title: question,
      onOk: async () => {
        try {
          await call();
          void message.success(t('my-request.done'));
          onDone();
        } catch (e) {
          void message.error(errorText(e, t));
        }
      },
    });
  const show = (title: string, content: ReactNode) => void modal.info({ title, content, width: 560 });
  return (
    <Space size={0} wrap>
      {status === 'NEW' ? (
        <Gate action="re-edit">
          <Button type="link" size="small" onClick={() => navigate(`/add-purchase?mallRequestId=${request.mallRequestId}&mode=renew`)}>
            {t('my-request.action.renew')}
          </Button>
        </Gate>
      ) : null}
      <Gate action="copy">
        <Button type="link" size="small" onClick={() => navigate(`/add-purchase?mallRequestId=${request.mallRequestId}&mode=copy`)}>
          {t('my-request.action.copy')}
        </Button>
      </Gate>
      {status === 'SUBMITTED' ? (
        <Gate action="submit-withdraw">
          <Button type="link" size="small" onClick={() => act(t('my-request.withdraw.confirm', { num: request.requestNum }), () => api.withdraw(request.mallRequestId))}>
            {t('my-request.action.withdraw')}
          </Button>
        </Gate>
      ) : null}
      {CANCELLABLE.includes(status) ? (
        <Gate action="cancel">
          <Button type="link" size="small" danger onClick={() => act(t('my-request.cancel.confirm', { num: request.requestNum }), () => api.cancel(request.mallRequestId))}>
            {t('my-request.action.cancel')}
          </Button>
        </Gate>
      ) : null}
      {LINES_CANCELLABLE.includes(status) ? (
        <Gate action="cancel-lines">
          <CancelLines request={request} onDone={onDone} />
        </Gate>
      ) : null}
      {canCancelRequest(status) ? (
        <Gate action="cancel-request">
          <Button type="link" size="small" danger onClick={() => act(t('my-request.cancel.confirm', { num: request.requestNum }), () => api.cancel(request.mallRequestId))}>
            {t('my-request.action.cancel-request')}
          </Button>
        </Gate>
      ) : null}
      <Gate action="document-flow">
        <Button type="link" size="small" onClick={() => show(t('my-request.action.document-flow'), <DocumentFlow request={request} />)}>
          {t('my-request.action.document-flow')}
        </Button>
      </Gate>
      <Gate action="approval-record">
        <Button type="link" size="small" onClick={() => show(t('my-request.action.approval-record'), <ApprovalRecord request={request} />)}>
          {t('my-request.action.approval-record')}
        </Button>
      </Gate>
      {request.attributeLongtext10 ? (
        <Button type="link" size="small" href={request.attributeLongtext10} target="_blank" rel="noreferrer">
          {t('my-request.action.oa')}
        </Button>
      ) : null}
    </Space>
  );
}
