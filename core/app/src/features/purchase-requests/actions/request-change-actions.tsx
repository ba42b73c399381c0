import type { RequestActionProps } from '@mall/sdk';
import { App, Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken, type MallRequest, type PurchaseRequestService } from '../purchase-request-service';

/** Asks `question`, then makes the call and reloads the list; a refusal shows the server's message. */
function useConfirmedCall(refresh: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (question: string, call: () => Promise<unknown>) =>
    void modal.confirm({
      title: question,
      onOk: async () => {
        try {
          await call();
          void message.success(t('my-request.done'));
          refresh();
        } catch (e) {
          void message.error(errorText(e, t));
        }
      },
    });
}

/** A request-changing button: asks first, then calls `call` on the request. */
function confirmedAction(labelKey: string, confirmKey: string, call: (api: PurchaseRequestService, request: MallRequest) => Promise<unknown>, danger = false) {
  return function ConfirmedAction({ request, refresh }: RequestActionProps) {
    const { t } = useTranslation();
    const api = useService(PurchaseRequestServiceToken);
    const act = useConfirmedCall(refresh);
    if (!request) return null;
    return (
      <Button type="link" size="small" danger={danger} onClick={() => act(t(confirmKey, { num: request.requestNum }), () => call(api, request))}>
        {t(labelKey)}
      </Button>
    );
  };
}

export const WithdrawAction = confirmedAction('my-request.action.withdraw', 'my-request.withdraw.confirm', (api, r) => api.withdraw(r.mallRequestId));
export const CancelAction = confirmedAction('my-request.action.cancel', 'my-request.cancel.confirm', (api, r) => api.cancel(r.mallRequestId), true);
export const CancelRequestAction = confirmedAction('my-request.action.cancel-request', 'my-request.cancel.confirm', (api, r) => api.cancel(r.mallRequestId), true);

/** A button that opens /add-purchase: new (toolbar), or from the request to re-edit or copy it. */
function formLink(labelKey: string, mode?: 'renew' | 'copy', primary = false) {
  return function FormLink({ request }: RequestActionProps) {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const to = mode && request ? `/add-purchase?mallRequestId=${request.mallRequestId}&mode=${mode}` : '/add-purchase';
    return (
      <Button type={primary ? 'primary' : 'link'} size={primary ? 'middle' : 'small'} onClick={() => navigate(to)}>
        {t(labelKey)}
      </Button>
    );
  };
}

export const CreateAction = formLink('my-request.create', undefined, true);
export const ReEditAction = formLink('my-request.action.renew', 'renew');
export const CopyAction = formLink('my-request.action.copy', 'copy');

export function CancelLinesAction({ request, refresh }: RequestActionProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useService(PurchaseRequestServiceToken);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  if (!request) return null;
  const open_ = request.mallRequestEntryViewVOList.filter((e) => e.cancelStatus !== 'CANCELED');
  const confirm = async () => {
    if (chosen.length === 0) return void message.warning(t('my-request.cancel-lines.none'));
    try {
      await api.cancelEntries(request.mallRequestId, chosen);
      setOpen(false);
      refresh();
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
          options={open_.map((e) => ({ value: e.mallRequestEntryId, label: `${e.lineNum}. ${e.skuName} × ${e.quantity} ${e.uomName}` }))}
        />
      </Modal>
    </>
  );
}
