import { INVOICE_METHOD, INVOICE_TITLE_TYPE, INVOICE_TYPE, invoiceDialogState, validateInvoiceDialog, type InvoiceDialogErrors, type InvoiceDialogValues } from '@mall/domain';
import { Button, Col, Flex, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupValues } from '../../lookups';

export interface InvoiceDialogProps {
  readonly open: boolean;
  /** The order's invoice values when the dialog opens. */
  readonly initial: InvoiceDialogValues;
  /** The order's payment method: personal payment rules out the special invoice. */
  readonly paymentMethodCode?: string;
  /** The inner invoice: the four codes only, without the company title fields. */
  readonly codesOnly?: boolean;
  readonly onOk: (values: InvoiceDialogValues) => void;
  readonly onCancel: () => void;
}

const CODE_FIELDS = [
  { name: 'invoiceMethodCode', lov: 'SMAL.INVOICE_METHOD', label: 'invoice.field.method' },
  { name: 'invoiceTypeCode', lov: 'SMAL.INVOICE_TYPE', label: 'invoice.field.type' },
  { name: 'invoiceTitleTypeCode', lov: 'SMAL.INVOICE_TITLE_TYPE', label: 'invoice.field.title-type' },
  { name: 'invoiceDetailTypeCode', lov: 'SMAL.INVOICE_DETAIL_TYPE', label: 'invoice.field.detail-type' },
] as const;

const TITLE_FIELDS = [
  { name: 'invoiceHeader', label: 'invoice.field.header' },
  { name: 'taxRegistrationNumber', label: 'invoice.field.tax-number' },
  { name: 'taxRegistrationAddress', label: 'invoice.field.address' },
  { name: 'taxRegistrationPhone', label: 'invoice.field.phone' },
  { name: 'depositBank', label: 'invoice.field.bank' },
  { name: 'bankAccountNum', label: 'invoice.field.account' },
] as const;

/**
 * The invoice dialog (spec 1 section 2, spec 3 "Invoice dialog"): method, type, title type
 * and detail, each selectable and clearable, and the company invoice fields. The domain says
 * which fields are off (special invoice, everything under method 2, which keeps their values
 * and still requires them) and what is missing; OK
 * hands the values to the order only when nothing is, Cancel drops the edits.
 */
export function InvoiceDialog({ open, initial, paymentMethodCode, codesOnly, onOk, onCancel }: InvoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={742}
      title={t(codesOnly ? 'order.field.inner-invoice' : 'invoice.dialog.title')}
      onCancel={onCancel}
      destroyOnHidden
      footer={null}
    >
      {open ? <InvoiceForm initial={initial} paymentMethodCode={paymentMethodCode} codesOnly={codesOnly} onOk={onOk} onCancel={onCancel} /> : null}
    </Modal>
  );
}

function InvoiceForm({ initial, paymentMethodCode, codesOnly = false, onOk, onCancel }: Omit<InvoiceDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<InvoiceDialogValues>(initial);
  const [errors, setErrors] = useState<InvoiceDialogErrors>();
  const state = invoiceDialogState(values, paymentMethodCode);
  // the domain asks for the company fields once a non-personal title type is chosen, under method 2 too (disabled, not exempt)
  const companyTitle = !codesOnly && !!values.invoiceTitleTypeCode && values.invoiceTitleTypeCode !== INVOICE_TITLE_TYPE.personal;

  const validate = (next: InvoiceDialogValues) => {
    const found = validateInvoiceDialog(next);
    if (!codesOnly) return found;
    // Spec 1 asks for the inner invoice's codes only when its method is not 2 (as checkInnerInvoice does at submit).
    const required = next.invoiceMethodCode === INVOICE_METHOD.second ? ['invoiceMethodCode'] : CODE_FIELDS.map((c) => c.name as string);
    return Object.fromEntries(Object.entries(found).filter(([field]) => required.includes(field)));
  };
  const change = (patch: InvoiceDialogValues) => {
    let next = { ...values, ...patch };
    // a special invoice chosen before its rule turned it off is dropped, not kept hidden
    if (invoiceDialogState(next, paymentMethodCode).specialInvoiceDisabled && next.invoiceTypeCode === INVOICE_TYPE.special) next = { ...next, invoiceTypeCode: undefined };
    setValues(next);
    if (errors) setErrors(validate(next));
  };
  const ok = () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onOk(values);
  };
  const help = (name: keyof InvoiceDialogValues) => {
    const error = errors?.[name];
    return error ? { validateStatus: 'error' as const, help: t(error.key, error.params) } : {};
  };

  return (
    <Form layout="vertical" onFinish={ok} component="form">
      <Row gutter={16}>
        {CODE_FIELDS.map((field) => (
          <Col span={12} key={field.name}>
            <CodeSelect
              lov={field.lov}
              label={t(field.label)}
              value={values[field.name]}
              disabled={field.name !== 'invoiceMethodCode' && state.otherFieldsDisabled}
              required
              disabledValue={field.name === 'invoiceTypeCode' && state.specialInvoiceDisabled ? INVOICE_TYPE.special : undefined}
              extra={field.name === 'invoiceTypeCode' && state.specialInvoiceDisabled ? t('invoice.special.disabled') : undefined}
              onChange={(value) => change({ [field.name]: value })}
              {...help(field.name)}
            />
          </Col>
        ))}
        {(codesOnly ? [] : TITLE_FIELDS).map((field) => (
          <Col span={12} key={field.name}>
            <Form.Item label={t(field.label)} htmlFor={`invoice-${field.name}`} required={companyTitle} {...help(field.name)}>
              <Input id={`invoice-${field.name}`} disabled={state.otherFieldsDisabled} value={values[field.name] ?? ''} onChange={(e) => change({ [field.name]: e.target.value })} />
            </Form.Item>
          </Col>
        ))}
        <Col span={24} hidden={codesOnly}>
          <Form.Item label={t('invoice.field.remark')} htmlFor="invoice-remark" {...help('invoiceRemark')}>
            <Input.TextArea id="invoice-remark" rows={2} count={{ show: true, max: 100 }} value={values.invoiceRemark ?? ''} onChange={(e) => change({ invoiceRemark: e.target.value })} />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('invoice.cancel')}</Button>
        <Button type="primary" htmlType="submit">
          {t('invoice.ok')}
        </Button>
      </Flex>
    </Form>
  );
}

interface CodeSelectProps {
  readonly lov: string;
  readonly label: string;
  readonly value?: string;
  readonly disabled: boolean;
  readonly disabledValue?: string;
  readonly required: boolean;
  readonly extra?: string;
  readonly validateStatus?: 'error';
  readonly help?: string;
  readonly onChange: (value: string | undefined) => void;
}

function CodeSelect({ lov, label, value, disabled, disabledValue, required, extra, validateStatus, help, onChange }: CodeSelectProps) {
  const values = useLookupValues(lov);
  return (
    <Form.Item label={label} required={required} validateStatus={validateStatus} help={help} extra={extra}>
      <Select
        aria-label={label}
        allowClear
        disabled={disabled}
        loading={values === undefined}
        value={value || undefined}
        options={(values ?? []).map((v) => ({ value: v.value, label: v.meaning, disabled: v.value === disabledValue }))}
        onChange={(next: string | undefined) => onChange(next ?? undefined)}
      />
    </Form.Item>
  );
}
