import { HttpClientToken, NotificationsToken, msg, useMallService, useMessage, type CartLine, type HttpClient } from '@mall/sdk';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { debounce, EXPORT_DEBOUNCE_MS, EXPORT_PR_PATH, type ExportPrResult } from './export-rules';

interface PrType {
  readonly prTypeId: number;
  readonly prTypeName: string;
}
interface Unit {
  readonly unitId: number;
  readonly unitName: string;
  readonly defaultFlag: number;
}

/** Loads the dialog's choices while it is open; leaving cancels the calls. */
function useChoices(http: HttpClient, open: boolean) {
  const [choices, setChoices] = useState<{ prTypes: readonly PrType[]; units: readonly Unit[] }>();
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    void Promise.all([
      http.request<PrType[] | { content?: PrType[] }>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: 'SPRM.PR_TYPE' }, signal: abort.signal }),
      http.request<Unit[]>('GET', '/smal/v1/{org}/purchase-units/mine', { signal: abort.signal }),
    ])
      .then(([types, units]) => setChoices({ prTypes: Array.isArray(types) ? types : (types.content ?? []), units }))
      .catch(() => undefined);
    return () => abort.abort();
  }, [http, open]);
  return choices;
}

export interface ExportDialogProps {
  readonly open: boolean;
  readonly lines: readonly CartLine[];
  readonly lockBudgetDepartment: boolean;
  readonly onClose: () => void;
  /** After a purchase request was created from the lines. */
  readonly onExported: (result: ExportPrResult) => void;
}

/**
 * The export-to-purchase-request dialog (spec 3 sections 2 and 5): purchase request type and
 * budget department, both required, the budget department locked to the buyer's own (default)
 * unit when the tenant asks; the hint to choose only e-commerce items. OK sends once, 500 ms
 * after the last click; a failed export shows the server's message or 'Generate purchase request
 * failed' and leaves the dialog open.
 */
export function ExportDialog({ open, lines, lockBudgetDepartment, onClose, onExported }: ExportDialogProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const notices = useMallService(NotificationsToken);
  const choices = useChoices(http, open);
  const [form] = Form.useForm<{ prTypeId?: number; unitId?: number }>();
  const [sending, setSending] = useState(false);
  const ownUnit = choices?.units.find((u) => u.defaultFlag === 1) ?? choices?.units[0];

  useEffect(() => {
    if (open && lockBudgetDepartment && ownUnit) form.setFieldValue('unitId', ownUnit.unitId);
  }, [open, lockBudgetDepartment, ownUnit?.unitId]);

  const send = useMemo(
    () =>
      debounce(async (values: { prTypeId: number; unitId: number }, cartList: readonly CartLine[]) => {
        try {
          const result = await http.request<ExportPrResult>('POST', EXPORT_PR_PATH, {
            body: { prTypeId: values.prTypeId, unitId: values.unitId, cartList: cartList.map((l) => ({ cartId: l.cartId, quantity: l.quantity })) },
          });
          if (result.isFailed) notices.notify('error', result.message ? msg('export-to-pr.server-message', { message: result.message }) : msg('export-to-pr.failed'));
          else onExported(result);
        } catch {
          // The HTTP client has shown why; the dialog stays open for another try.
        } finally {
          setSending(false);
        }
      }, EXPORT_DEBOUNCE_MS),
    [http, notices, onExported],
  );
  useEffect(() => () => send.cancel(), [send]);

  const ok = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.prTypeId || !values.unitId) return;
    setSending(true);
    send({ prTypeId: values.prTypeId, unitId: values.unitId }, lines);
  };

  const required = (labelKey: string) => [{ required: true, message: t('export-to-pr.required', { label: t(labelKey) }) }];
  return (
    <Modal open={open} title={t('export-to-pr.title')} onCancel={onClose} onOk={() => void ok()} okButtonProps={{ loading: sending }} destroyOnHidden>
      <Alert type="info" showIcon title={t('export-to-pr.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="prTypeId" label={t('export-to-pr.pr-type')} rules={required('export-to-pr.pr-type')}>
          <Select
            aria-label={t('export-to-pr.pr-type')}
            loading={!choices}
            options={(choices?.prTypes ?? []).map((p) => ({ value: p.prTypeId, label: p.prTypeName }))}
          />
        </Form.Item>
        <Form.Item name="unitId" label={t('export-to-pr.budget-department')} rules={required('export-to-pr.budget-department')}>
          <Select
            aria-label={t('export-to-pr.budget-department')}
            loading={!choices}
            disabled={lockBudgetDepartment}
            options={(lockBudgetDepartment && ownUnit ? [ownUnit] : (choices?.units ?? [])).map((u) => ({ value: u.unitId, label: u.unitName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
