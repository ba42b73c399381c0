import type { FieldSchema } from '@mall/sdk';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../fields';
import { PURCHASE_UNIT_DIMENSIONS, type PurchaseUnitDimensions } from '../order-extras-service';

const fieldOf = (code: string): FieldSchema => ({ name: code, labelKey: `order-extras.dimension.${code}`, component: 'lookup', lookupCode: `SMODR.${code}` });

/**
 * The purchase-unit dimension form (spec 2 section 2): one column of floating-label lookups for
 * the five dimensions. Validation is forced (every dimension required, checked as soon as the
 * form opens, not only once touched) and the record is created automatically from `initial`.
 */
export function PurchaseUnitDimensionForm({ form, initial }: { form: FormInstance<PurchaseUnitDimensions>; initial: Partial<PurchaseUnitDimensions> }) {
  const { t } = useTranslation();
  useEffect(() => {
    form.setFieldsValue(initial);
    void form.validateFields().catch(() => undefined);
    // Only when the form opens on a record: the record is created once, then the buyer edits it.
  }, [form]);
  return (
    <Form form={form} layout="vertical" name="purchase-unit-dimensions">
      {PURCHASE_UNIT_DIMENSIONS.map((code) => (
        <Form.Item key={code} name={code} label={t(`order-extras.dimension.${code}`)} rules={[{ required: true, message: t('lookups.field.required') }]} style={{ marginBottom: 12 }}>
          <LookupSelect field={fieldOf(code)} row={{}} aria-label={t(`order-extras.dimension.${code}`)} />
        </Form.Item>
      ))}
    </Form>
  );
}
