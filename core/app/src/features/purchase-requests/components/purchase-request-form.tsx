import { ATTACHMENT_PURCHASE_REQUEST_MAX_MB } from '@mall/domain';
import { AttachmentListToken, HttpClientToken, purchaseRequestSubmitValidators, requestLineFields, useMallService, type PurchaseRequestFormProps } from '@mall/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Notifier } from '../../../platform/feedback';
import { errorText } from '../../../platform/http';
import { Permission } from '../../../platform/permissions';
import { runValidators } from '../../../platform/plugin-host';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { askOutcomeConfirms } from '../../order';
import { PurchaseRequestServiceToken } from '../purchase-request-service';
import { RequestFormStore } from '../request-form-store';
import { RequestToCartButton } from '../actions/request-to-cart';
import { myRequestPermission } from './request-actions';
import { BudgetPanel } from './budget-panel';
import { FieldErrorText } from './field-error';
import { ImportLinesButton } from './import-lines-button';
import { RequestLinesTable } from './request-lines-table';

/** Today in the buyer's own calendar (the date picker's days). */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Core's /add-purchase form: a new request, or `?mallRequestId=..&mode=renew` to re-edit a draft
 * and `mode=copy` to start a new one from it. Saving keeps the buyer here; submitting goes to My requests.
 */
export const PurchaseRequestForm = observer(function PurchaseRequestForm({ disabled = false }: PurchaseRequestFormProps) {
  const { t } = useTranslation();
  const runtime = useMallRuntime();
  const api = useService(PurchaseRequestServiceToken);
  const http = useMallService(HttpClientToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const AttachmentList = useMallService(AttachmentListToken);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [params] = useSearchParams();
  const fields = runtime.host.get(requestLineFields).map((c) => c.field);
  const [store] = useState(
    () =>
      new RequestFormStore({
        api,
        ctx: () => runtime.mallContext(),
        lineFields: () => fields,
        validators: (input, ctx) => runValidators(runtime.host, purchaseRequestSubmitValidators, input, { ...ctx, http }, 'purchase-request.validator.failed'),
        askConfirm: (confirm) => askOutcomeConfirms(notifier, t, [confirm]),
        today: localToday,
      }),
  );
  const [loadError, setLoadError] = useState<string | undefined>();
  const sourceId = Number(params.get('mallRequestId'));
  const mode = params.get('mode');
  useEffect(() => {
    if (!sourceId) return;
    const controller = new AbortController();
    api.detail(sourceId, controller.signal).then((r) => store.load(r, mode === 'copy'), (e: unknown) => !controller.signal.aborted && setLoadError(errorText(e, t)));
    return () => controller.abort();
  }, [api, store, sourceId, mode, t]);

  const save = async (submit: boolean) => {
    try {
      const saved = await store.save(submit);
      if (!saved) return;
      void queries.invalidateQueries({ queryKey: ['my-request'] });
      notifier.notify('success', t(submit ? 'purchase-request.submitted' : 'purchase-request.saved', { num: saved.requestNum }));
      if (submit) navigate('/my-request');
    } catch (e) {
      notifier.notify('error', errorText(e, t));
    }
  };
  const readOnly = disabled || store.saving;
  return (
    <Card title={store.requestNum ? t('purchase-request.renew.title', { num: store.requestNum }) : t('purchase-request.title')}>
      {loadError ? <Alert type="error" showIcon message={loadError} style={{ marginBottom: 12 }} /> : null}
      {store.submitErrors.map((m, i) => (
        <Alert key={i} type="error" showIcon message={t(m.key, m.params)} style={{ marginBottom: 12 }} />
      ))}
      <Form layout="vertical" disabled={disabled}>
        <Flex gap={16} wrap>
          <Form.Item label={t('purchase-request.header.title')} required style={{ minWidth: 320, flex: 1 }}>
            <Input aria-label={t('purchase-request.header.title')} maxLength={120} value={store.title} onChange={(e) => store.setHeader({ title: e.target.value })} />
            <FieldErrorText message={store.errors.get('title')} />
          </Form.Item>
          <Form.Item label={t('purchase-request.header.remark')} style={{ minWidth: 320, flex: 1 }}>
            <Input.TextArea aria-label={t('purchase-request.header.remark')} rows={1} maxLength={500} value={store.remark} onChange={(e) => store.setHeader({ remark: e.target.value })} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('purchase-request.header.attachment')}>
          <AttachmentList attachmentUuid={store.attachmentUuid} readOnly={readOnly} maxFileSizeMb={ATTACHMENT_PURCHASE_REQUEST_MAX_MB} usage="purchase-request" onChange={(uuid) => store.setHeader({ attachmentUuid: uuid })} />
        </Form.Item>
      </Form>
      <RequestLinesTable store={store} fields={fields} ctx={runtime.mallContext()} today={localToday()} />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button disabled={readOnly} onClick={() => store.addLine()}>
          {t('purchase-request.line.add')}
        </Button>
        <ImportLinesButton store={store} disabled={readOnly} />
      </Flex>
      <BudgetPanel store={store} />
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Typography.Text strong>{t('purchase-request.amount', { amount: store.amount.toFixed(2) })}</Typography.Text>
        <Flex gap={8}>
          {/* The call takes a saved request: the button comes once the request has been saved. */}
          {store.mallRequestId !== undefined && !disabled ? (
            <Permission code={myRequestPermission('import-to-cart')}>
              <RequestToCartButton mallRequestId={store.mallRequestId} labelKey="purchase-request.to-cart" type="default" />
            </Permission>
          ) : null}
          <Button disabled={disabled} loading={store.saving} onClick={() => void save(false)}>
            {t('purchase-request.save')}
          </Button>
          <Button type="primary" disabled={disabled} loading={store.saving} onClick={() => void save(true)}>
            {t('purchase-request.submit')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
});
