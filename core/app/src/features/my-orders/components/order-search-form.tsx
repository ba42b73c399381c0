import { Button, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@mall/domain';

export interface SearchValues {
  orderCode?: string;
  startDate?: string;
  endDate?: string;
}

interface FormValues {
  orderCode?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** Search by order code and order date range; Enter in the code field searches. */
export function OrderSearchForm({ onSearch }: { onSearch: (values: SearchValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const submit = (values: FormValues) =>
    onSearch({
      orderCode: values.orderCode?.trim() || undefined,
      startDate: values.dates?.[0]?.format(DATE_FORMAT),
      endDate: values.dates?.[1]?.format(DATE_FORMAT),
    });
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 12, rowGap: 8 }}>
      <Form.Item name="orderCode" label={t('my-orders.search.code')}>
        <Input allowClear maxLength={60} placeholder={t('my-orders.search.code-placeholder')} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="dates" label={t('my-orders.search.date')}>
        <DatePicker.RangePicker format={DATE_FORMAT} allowEmpty={[true, true]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('my-orders.search.submit')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('my-orders.search.reset')}
        </Button>
      </Space>
    </Form>
  );
}
