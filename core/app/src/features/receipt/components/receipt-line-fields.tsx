import { SUPPLEMENTARY_SIDEBAR_WIDTH } from '@mall/domain';
import type { FieldRow, FieldSchema, MallContext } from '@mall/sdk';
import { Button, Drawer, Form } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldSchemaItems } from '../../fields';
import { errorKey, type DraftLine, type ReceiptDrawerStore } from '../receipt-drawer-store';
import { FieldError } from './receipt-line-cells';

/**
 * The tenant's `fields.receipt-line` fields of one line, in a side form: rendered and validated
 * from the field schema (the server checks the same schema on receipt-submit).
 */
export const ReceiptLineFields = observer(function ReceiptLineFields({ draft, store, fields, ctx }: { draft: DraftLine; store: ReceiptDrawerStore; fields: readonly FieldSchema[]; ctx: MallContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FieldRow>();
  const { line } = draft;
  const error = fields.map((f) => store.errors.get(errorKey(line.consignmentEntryId, f.name))).find((m) => m !== undefined);
  const save = async () => {
    const values = await form.validateFields();
    store.setExtras(line.consignmentEntryId, values);
    for (const f of fields) store.errors.delete(errorKey(line.consignmentEntryId, f.name));
    setOpen(false);
  };
  return (
    <>
      <Button size="small" type="link" danger={!!error} disabled={!draft.checked} onClick={() => setOpen(true)}>
        {t('receipt.extra.open')}
      </Button>
      <FieldError message={error} />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={SUPPLEMENTARY_SIDEBAR_WIDTH}
        title={t('receipt.extra.title', { name: line.skuName })}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => void save().catch(() => undefined)}>
            {t('receipt.extra.save')}
          </Button>
        }
      >
        <Form form={form} layout="vertical" initialValues={{ ...line, ...draft.extras }}>
          <FieldSchemaItems fields={fields} ctx={ctx} />
        </Form>
      </Drawer>
    </>
  );
});
