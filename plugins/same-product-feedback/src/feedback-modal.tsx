import { HttpClientToken, NotificationsToken, msg, useMallService, useMessage } from '@mall/sdk';
import { Alert, Button, Descriptions, Form, Input, Modal, Select, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { feedbackApi, type FeedbackType } from './feedback-api';
import { buttonFor, FEEDBACK_REMARK_MAX, isReadOnly, RESULT_STATUSES, type FeedbackRecord } from './feedback-status';

interface FormValues {
  manageType?: string;
  remark?: string;
}

/**
 * The same-product feedback modal (spec 3 sections 2 and 4): the type (from a lookup) and a
 * remark, with the one button the status allows: Submit (none / NEW), Modify (SUBMIT: withdraws
 * it to edit), Confirm (PROCESSED, APPROVED, REJECTED, shown as 'Processing result'). In SUBMIT
 * and the three results the type and remark are read-only. Every answer is the server's record.
 */
export function FeedbackModal({ skuId, open, onClose }: { skuId: number; open: boolean; onClose: () => void }) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const notices = useMallService(NotificationsToken);
  const [form] = Form.useForm<FormValues>();
  const [record, setRecord] = useState<FeedbackRecord>();
  const [types, setTypes] = useState<FeedbackType[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  // The form remounts with each record the server answers (see its key), starting from its values.
  const show = useCallback((next: FeedbackRecord) => setRecord(next), []);

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    setFailed(false);
    Promise.all([feedbackApi.load(http, skuId, abort.signal), feedbackApi.types(http, abort.signal)])
      .then(([loaded, lookup]) => {
        setTypes(lookup);
        show(loaded);
      })
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [open, skuId, http, show]);

  const act = async () => {
    if (!record) return;
    const button = buttonFor(record.manageStatus);
    let values: FormValues = {};
    if (button === 'submit') {
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
    }
    setBusy(true);
    try {
      const next =
        button === 'submit'
          ? await feedbackApi.submit(http, { skuId, manageType: values.manageType!, ...(values.remark ? { remark: values.remark } : {}) })
          : button === 'modify'
            ? await feedbackApi.withdraw(http, record.manageId!)
            : await feedbackApi.confirm(http, record.manageId!);
      notices.notify('success', msg(`same-product-feedback.done.${button}`));
      show(next);
      if (button === 'confirm') onClose();
    } catch {
      // the HTTP client showed the server's refusal; the modal keeps what it showed
    } finally {
      setBusy(false);
    }
  };

  const status = record?.manageStatus;
  const readOnly = status ? isReadOnly(status) : true;
  const button = status ? buttonFor(status) : 'submit';
  const result = status && RESULT_STATUSES.includes(status);
  return (
    <Modal
      open={open}
      title={t('same-product-feedback.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        record ? (
          <Button type="primary" loading={busy} onClick={() => void act()} data-testid="feedback-action">
            {t(`same-product-feedback.button.${button}`)}
          </Button>
        ) : null
      }
    >
      {failed ? <Alert type="error" title={t('same-product-feedback.load-failed')} /> : null}
      {!record && !failed ? <Spin /> : null}
      {record ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('same-product-feedback.product')}>
              {record.mainSkuName} ({record.mainSkuCode})
            </Descriptions.Item>
            <Descriptions.Item label={t(result ? 'same-product-feedback.result' : 'same-product-feedback.status')}>
              <Tag color={status === 'REJECTED' ? 'red' : status === 'APPROVED' ? 'green' : status === 'NEW' ? 'default' : 'blue'} data-testid="feedback-status">
                {t(`same-product-feedback.status.${record.manageStatus}`)}
              </Tag>
            </Descriptions.Item>
            {result && record.approveRemark ? (
              <Descriptions.Item label={t('same-product-feedback.approve-remark')}>{record.approveRemark}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <Form
            form={form}
            key={`${record.manageId ?? 'new'}-${record.manageStatus}`}
            layout="vertical"
            disabled={readOnly}
            initialValues={{ manageType: record.manageType, remark: record.remark ?? '' }}
          >
            <Form.Item name="manageType" label={t('same-product-feedback.type')} rules={[{ required: true, message: t('same-product-feedback.type.required') }]}>
              <Select options={types.map((type) => ({ value: type.value, label: type.meaning }))} data-testid="feedback-type" />
            </Form.Item>
            <Form.Item name="remark" label={t('same-product-feedback.remark')}>
              <Input.TextArea maxLength={FEEDBACK_REMARK_MAX} showCount rows={3} data-testid="feedback-remark" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
