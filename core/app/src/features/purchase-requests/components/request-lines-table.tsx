import { ATTACHMENT_PURCHASE_REQUEST_MAX_MB, DATE_FORMAT } from '@mall/domain';
import { AttachmentListToken, useMallService, type FieldSchema, type MallContext } from '@mall/sdk';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldSchemaItems } from '../../fields';
import type { FormLine, RequestFormStore } from '../request-form-store';
import { FieldErrorText } from './field-error';
import { ManualProductCell } from './manual-product-cell';

type TextKey = 'skuName' | 'specification' | 'uomName' | 'supplierSuggestion' | 'remark';
type NumberKey = 'quantity' | 'estimatedPrice';

const TextCell = observer(function TextCell({ store, line, name, label, max }: { store: RequestFormStore; line: FormLine; name: TextKey; label: string; max: number }) {
  return (
    <>
      <Input aria-label={label} value={(line[name] as string | undefined) ?? ''} maxLength={max} disabled={store.saving} onChange={(e) => store.setLine(line.key, { [name]: e.target.value })} />
      <FieldErrorText message={store.errors.get(`${line.key}.${name}`)} />
    </>
  );
});

const NumberCell = observer(function NumberCell({ store, line, name, label, min }: { store: RequestFormStore; line: FormLine; name: NumberKey; label: string; min: number }) {
  return (
    <>
      <InputNumber aria-label={label} value={line[name]} min={min} max={999999999} style={{ width: '100%' }} disabled={store.saving} onChange={(v) => store.setLine(line.key, { [name]: v ?? 0 })} />
      <FieldErrorText message={store.errors.get(`${line.key}.${name}`)} />
    </>
  );
});

const DateCell = observer(function DateCell({ store, line, label, today }: { store: RequestFormStore; line: FormLine; label: string; today: string }) {
  return (
    <>
      <DatePicker
        aria-label={label}
        format={DATE_FORMAT}
        value={line.neededDate ? dayjs(line.neededDate) : null}
        disabledDate={(d) => d.format('YYYY-MM-DD') < today}
        disabled={store.saving}
        onChange={(d) => store.setLine(line.key, { neededDate: d ? d.format('YYYY-MM-DD') : '' })}
      />
      <FieldErrorText message={store.errors.get(`${line.key}.neededDate`)} />
    </>
  );
});

const AttachmentCell = observer(function AttachmentCell({ store, line }: { store: RequestFormStore; line: FormLine }) {
  const AttachmentList = useMallService(AttachmentListToken);
  return <AttachmentList attachmentUuid={line.attachmentUuid} maxFileSizeMb={ATTACHMENT_PURCHASE_REQUEST_MAX_MB} usage="purchase-request" readOnly={store.saving} onChange={(uuid) => store.setLine(line.key, { attachmentUuid: uuid })} />;
});

/** The tenant's `fields.request-line` fields of one line, in a side form (the server checks the same schema on save). */
const ExtrasCell = observer(function ExtrasCell({ store, line, fields, ctx }: { store: RequestFormStore; line: FormLine; fields: readonly FieldSchema[]; ctx: MallContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const error = fields.map((f) => store.errors.get(`${line.key}.${f.name}`)).find((m) => m !== undefined);
  const save = async () => {
    const values = await form.validateFields();
    store.setLine(line.key, values);
    setOpen(false);
  };
  return (
    <>
      <Button size="small" type="link" danger={!!error} onClick={() => setOpen(true)}>
        {t('purchase-request.line.extras')}
      </Button>
      <FieldErrorText message={error} />
      <Drawer open={open} onClose={() => setOpen(false)} title={line.skuName || t('purchase-request.line.extras')} destroyOnHidden footer={<Button type="primary" onClick={() => void save().catch(() => undefined)}>{t('purchase-request.line.extras.save')}</Button>}>
        <Form form={form} layout="vertical" initialValues={{ ...line }}>
          <FieldSchemaItems fields={fields} ctx={ctx} />
        </Form>
      </Drawer>
    </>
  );
});

/** The manual lines of a request: each column an input, the line attachment, the tenant's extra fields, copy and delete. */
export const RequestLinesTable = observer(function RequestLinesTable({ store, fields, ctx, today }: { store: RequestFormStore; fields: readonly FieldSchema[]; ctx: MallContext; today: string }) {
  const { t } = useTranslation();
  const label = (key: string, line: FormLine) => `${t(key)} ${store.lines.indexOf(line) + 1}`;
  return (
    <Table<FormLine>
      rowKey="key"
      size="small"
      pagination={false}
      scroll={{ x: 1700 }}
      dataSource={store.lines.slice()}
      columns={[
        { title: '#', width: 40, render: (_v, line) => store.lines.indexOf(line) + 1 },
        { title: t('purchase-request.line.product'), width: 200, render: (_v, line) => <ManualProductCell store={store} line={line} label={label('purchase-request.line.product', line)} /> },
        { title: t('purchase-request.line.name'), width: 200, render: (_v, line) => <TextCell store={store} line={line} name="skuName" label={label('purchase-request.line.name', line)} max={200} /> },
        { title: t('purchase-request.line.specification'), width: 150, render: (_v, line) => <TextCell store={store} line={line} name="specification" label={label('purchase-request.line.specification', line)} max={200} /> },
        { title: t('purchase-request.line.quantity'), width: 110, render: (_v, line) => <NumberCell store={store} line={line} name="quantity" label={label('purchase-request.line.quantity', line)} min={0} /> },
        { title: t('purchase-request.line.uom'), width: 90, render: (_v, line) => <TextCell store={store} line={line} name="uomName" label={label('purchase-request.line.uom', line)} max={20} /> },
        { title: t('purchase-request.line.price'), width: 130, render: (_v, line) => <NumberCell store={store} line={line} name="estimatedPrice" label={label('purchase-request.line.price', line)} min={0} /> },
        { title: t('purchase-request.line.needed-date'), width: 150, render: (_v, line) => <DateCell store={store} line={line} label={label('purchase-request.line.needed-date', line)} today={today} /> },
        { title: t('purchase-request.line.supplier'), width: 150, render: (_v, line) => <TextCell store={store} line={line} name="supplierSuggestion" label={label('purchase-request.line.supplier', line)} max={200} /> },
        { title: t('purchase-request.line.attachment'), width: 180, render: (_v, line) => <AttachmentCell store={store} line={line} /> },
        { title: t('purchase-request.line.remark'), width: 150, render: (_v, line) => <TextCell store={store} line={line} name="remark" label={label('purchase-request.line.remark', line)} max={200} /> },
        ...(fields.length > 0 ? [{ title: t('purchase-request.line.extras'), width: 90, render: (_v: unknown, line: FormLine) => <ExtrasCell store={store} line={line} fields={fields} ctx={ctx} /> }] : []),
        {
          title: t('purchase-request.line.actions'),
          width: 130,
          fixed: 'right' as const,
          render: (_v, line) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => store.copyLine(line.key)}>
                {t('purchase-request.line.copy')}
              </Button>
              <Button type="link" size="small" danger disabled={store.lines.length <= 1} onClick={() => store.removeLine(line.key)}>
                {t('purchase-request.line.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
});
