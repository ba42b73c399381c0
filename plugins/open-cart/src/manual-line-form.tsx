import { useMessage } from '@mall/sdk';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { MAX_LINE_AMOUNT, type ManualLine } from './open-cart-api';

export interface ManualLineButtonProps {
  /** The open cart's currency: a manual line is priced in it (the cart goes back in one currency). */
  readonly currencyCode: string;
  readonly disabled: boolean;
  /** Saves the line on the server; true when it was saved (the HTTP client showed any refusal). */
  readonly onSave: (line: ManualLine) => Promise<boolean>;
}

interface Values {
  productName?: string;
  quantity?: number;
  uomName?: string;
  unitPrice?: number;
  supplierName?: string;
  deliveryCycle?: number;
  remark?: string;
}

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * Manual cart save (spec 3: cartSource MANUAL): a free-text line for goods the catalogue does not
 * hold, with the rules the server applies again: a name and a unit, a quantity and a unit price
 * above 0, and an amount within spec 1's 999999999.
 */
export function ManualLineButton({ currencyCode, disabled, onSave }: ManualLineButtonProps) {
  const t = useMessage();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t(key),
  });
  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const saved = await onSave({
      productName: values.productName!.trim(),
      quantity: values.quantity!,
      uomName: values.uomName!.trim(),
      unitPrice: values.unitPrice!,
      currencyCode,
      supplierName: trimmed(values.supplierName),
      deliveryCycle: values.deliveryCycle ?? undefined,
      remark: trimmed(values.remark),
    }).finally(() => setSaving(false));
    if (saved) {
      setOpen(false);
      form.resetFields();
    }
  };
  return (
    <>
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {t('open-cart.manual.add')}
      </Button>
      <Modal
        open={open}
        title={t('open-cart.manual.title')}
        okText={t('open-cart.manual.save')}
        cancelText={t('open-cart.manual.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" preserve={false} disabled={saving}>
          <Form.Item
            name="productName"
            label={t('open-cart.manual.name')}
            rules={[required('open-cart.manual.name.required'), { max: 240, message: t('open-cart.manual.name.long') }]}
          >
            <Input aria-label={t('open-cart.manual.name')} maxLength={240} />
          </Form.Item>
          <Form.Item
            name="uomName"
            label={t('open-cart.unit')}
            rules={[required('open-cart.manual.uom.required'), { max: 20, message: t('open-cart.manual.uom.long') }]}
          >
            <Input aria-label={t('open-cart.unit')} maxLength={20} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="unitPrice"
            label={`${t('open-cart.price')} (${currencyCode})`}
            rules={[{ required: true, message: t('open-cart.manual.price.required') }]}
          >
            <InputNumber aria-label={t('open-cart.price')} min={0.000001} max={MAX_LINE_AMOUNT} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t('open-cart.quantity')}
            dependencies={['unitPrice']}
            rules={[
              {
                required: true,
                message: t('open-cart.manual.quantity.required'),
              },
              ({ getFieldValue }) => ({
                validator: async (_, quantity?: number) => {
                  const price = getFieldValue('unitPrice') as number | undefined;
                  if (quantity && price && quantity * price > MAX_LINE_AMOUNT)
                    throw new Error(
                      t('open-cart.manual.quantity.max', {
                        max: Math.floor(MAX_LINE_AMOUNT / price),
                      }),
                    );
                },
              }),
            ]}
          >
            <InputNumber aria-label={t('open-cart.quantity')} min={0.000001} max={MAX_LINE_AMOUNT} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="supplierName" label={t('open-cart.manual.supplier')} rules={[{ max: 120, message: t('open-cart.manual.supplier.long') }]}>
            <Input aria-label={t('open-cart.manual.supplier')} maxLength={120} />
          </Form.Item>
          <Form.Item name="deliveryCycle" label={t('open-cart.manual.lead-time')}>
            <InputNumber aria-label={t('open-cart.manual.lead-time')} min={0} max={999} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="remark" label={t('open-cart.form.remark')} rules={[{ max: 240, message: t('open-cart.form.remark.long') }]}>
            <Input.TextArea aria-label={t('open-cart.manual.remark')} maxLength={240} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
