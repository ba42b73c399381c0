import type { MessageRef } from '@mall/sdk';
import { InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface QuantityFieldProps {
  readonly value: number | undefined;
  readonly step: number;
  readonly error: MessageRef | undefined;
  readonly unit?: string;
  readonly onChange: (value: number | undefined) => void;
}

/** The quantity input with the quantity rule's message next to it. */
export function QuantityField({ value, step, error, unit, onChange }: QuantityFieldProps) {
  const { t } = useTranslation();
  return (
    <Space align="start" wrap>
      <label htmlFor="product-quantity">{t('product.quantity')}</label>
      <Space direction="vertical" size={0}>
        <Space>
          <InputNumber
            id="product-quantity"
            value={value}
            step={step}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'product-quantity-error' : undefined}
            onChange={(next) => onChange(next === null ? undefined : Number(next))}
          />
          {unit ? <Typography.Text>{unit}</Typography.Text> : null}
        </Space>
        {error ? (
          <Typography.Text type="danger" id="product-quantity-error" role="alert">
            {t(error.key, error.params)}
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}
