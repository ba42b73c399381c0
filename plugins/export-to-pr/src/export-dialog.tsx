import { HttpClientToken, NotificationsToken, msg, useMallService, useMessage, type CartLine, type HttpClient } from '@mall/sdk';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * Loads the dialog's choices each time it opens; closing it cancels the calls. Keyed on `open`
 * alone: the cart re-renders the footer often, and a call restarted on each render would never
 * finish. A failed load stops the loading state (the HTTP client has said why).
 */
function useChoices(http: HttpClient, open: boolean) {
  const [choices, setChoices] = useState<{ prTypes: readonly PrType[]; units: readonly Unit[] }>();
  const [failed, setFailed] = useState(false);
  const client = useRef(http);
  client.current = http;
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    setFailed(false);
    void Promise.all([
      client.current.request<PrType[] | { content?: PrType[] }>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: 'SPRM.PR_TYPE' }, signal: abort.signal }),
      client.current.request<Unit[]>('GET', '/smal/v1/{org}/purchase-units/mine', { signal: abort.signal }),
    ])
      .then(([types, units]) => setChoices({ prTypes: Array.isArray(types) ? types : (types.content ?? []), units: units ?? [] }))
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [open]);
  return { choices, loading: !choices && !failed };
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
  const { choices, loading } = useChoices(http, open);
  const [form] = Form.useForm<{ prTypeId?: number; unitId?: number }>();
  const [sending, setSending] = useState(false);
  const ownUnit = choices?.units.find((u) => u.defaultFlag === 1) ?? choices?.units[0];

  useEffect(() => {
    if (open && lockBudgetDepartment && ownUnit) form.setFieldValue('unitId', ownUnit.unitId);
  }, [open, lockBudgetDepartment, ownUnit?.unitId]);

  // The pending export outlives re-renders of the cart around the dialog (a new onExported each
  // time): the debounced sender is made once per client and reads the latest callback.
  const exported = useRef(onExported);
  exported.current = onExported;
  const send = useMemo(
    () =>
      debounce(async (values: { prTypeId: number; unitId: number }, cartList: readonly CartLine[]) => {
        try {
          const result = await http.request<ExportPrResult>('POST', EXPORT_PR_PATH, {
            body: { prTypeId: values.prTypeId, unitId: values.unitId, cartList: cartList.map((l) => ({ cartId: l.cartId, quantity: l.quantity })) },
          });
          if (result.isFailed) notices.notify('error', result.message ? msg('export-to-pr.server-message', { message: result.message }) : msg('export-to-pr.failed'));
          else exported.current(result);
        } catch {
          // The HTTP client has shown why; the dialog stays open for another try.
        } finally {
          setSending(false);
        }
      }, EXPORT_DEBOUNCE_MS),
    [http, notices],
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
            loading={loading}
            options={(choices?.prTypes ?? []).map((p) => ({ value: p.prTypeId, label: p.prTypeName }))}
          />
        </Form.Item>
        <Form.Item name="unitId" label={t('export-to-pr.budget-department')} rules={required('export-to-pr.budget-department')}>
          <Select
            aria-label={t('export-to-pr.budget-department')}
            loading={loading}
            disabled={lockBudgetDepartment}
            options={(lockBudgetDepartment && ownUnit ? [ownUnit] : (choices?.units ?? [])).map((u) => ({ value: u.unitId, label: u.unitName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
