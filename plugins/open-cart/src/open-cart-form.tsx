import { useMessage } from '@mall/sdk';
import { Form, Input, Select, type FormInstance } from 'antd';
import { useEffect } from 'react';
import type { BudgetOption, ReceivingAddress } from './open-cart-api';

/** The form's values as antd holds them (the date as the input's YYYY-MM-DD text). */
export interface OpenCartFormValues {
  addressId?: number;
  neededDate?: string;
  remark?: string;
  budgetId?: number;
}

export interface OpenCartFormProps {
  readonly form: FormInstance<OpenCartFormValues>;
  readonly addresses: readonly ReceivingAddress[];
  readonly budgets: readonly BudgetOption[];
  readonly disabled: boolean;
}

/** Today as the date input's text, in the buyer's own time zone. */
export const todayText = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The requisition form of the open cart (spec 3 "open-cart submit": the form is validated first
 * and nothing is submitted while it is invalid): the receiving address (required), a needed date
 * not before today, a remark of at most 240 characters, and the budget the lines are weighed
 * against (each line's budget warning comes back from the submit).
 */
export function OpenCartFormFields({ form, addresses, budgets, disabled }: OpenCartFormProps) {
  const t = useMessage();
  const today = todayText();
  // The buyer's default receiving address is chosen until they choose another.
  useEffect(() => {
    const preferred = addresses.find((a) => a.defaultFlag === 1) ?? addresses[0];
    if (preferred && form.getFieldValue('addressId') === undefined) form.setFieldValue('addressId', preferred.addressId);
  }, [addresses, form]);
  return (
    <Form<OpenCartFormValues> form={form} layout="inline" disabled={disabled} style={{ rowGap: 12 }}>
      <Form.Item name="addressId" label={t('open-cart.form.address')} rules={[{ required: true, message: t('open-cart.form.address.required') }]}>
        <Select
          style={{ width: 360 }}
          aria-label={t('open-cart.form.address')}
          options={addresses.map((a) => ({ value: a.addressId, label: `${a.contactName} ${a.fullAddress}` }))}
        />
      </Form.Item>
      <Form.Item
        name="neededDate"
        label={t('open-cart.form.needed-date')}
        rules={[{ validator: async (_, value?: string) => (value && value < today ? Promise.reject(new Error(t('open-cart.form.needed-date.past'))) : undefined) }]}
      >
        <Input type="date" min={today} aria-label={t('open-cart.form.needed-date')} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="budgetId" label={t('open-cart.form.budget')}>
        <Select
          allowClear
          style={{ width: 220 }}
          aria-label={t('open-cart.form.budget')}
          options={budgets.map((b) => ({
            value: b.budgetId,
            label: `${b.budgetName} (${(b.totalAmount - b.occupiedAmount).toFixed(2)} ${b.currencyCode})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('open-cart.form.remark')} rules={[{ max: 240, message: t('open-cart.form.remark.long') }]}>
        <Input aria-label={t('open-cart.form.remark')} style={{ width: 260 }} />
      </Form.Item>
    </Form>
  );
}
