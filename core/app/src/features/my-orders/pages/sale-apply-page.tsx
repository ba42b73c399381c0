import { AFTER_SALE_REASONS, AFTER_SALE_TEXT_MAX, AFTER_SALE_TYPES, canApplyAfterSale, type AfterSaleReason, type AfterSaleType, type MallOrderLine } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Result, Select, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { AfterSalesServiceToken } from '../after-sales-service';
import { MyOrdersServiceToken } from '../my-orders-service';
import { orderIdOf, useMyOrdersPath } from './order-detail-page';

interface ApplyValues {
  requestType: AfterSaleType;
  reasonCode: AfterSaleReason;
  description?: string;
}

/** /sale-applicat and /oms-sale-applicat: ask for a return, exchange or refund of lines of a delivered order. */
export default function SaleApplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const orders = useService(MyOrdersServiceToken);
  const afterSales = useService(AfterSalesServiceToken);
  const queries = useQueryClient();
  const back = useMyOrdersPath();
  const id = orderIdOf(params);
  const detail = useQuery({ queryKey: ['my-orders', 'detail', id], queryFn: ({ signal }) => orders.detail(id!, signal), enabled: id !== undefined });
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [linesError, setLinesError] = useState(false);
  const [busy, setBusy] = useState(false);
  const oms = useLocation().pathname.startsWith('/oms-') ? 'oms-' : '';

  if (id === undefined) return <Result status="info" title={t('after-sales.apply.title')} subTitle={t('after-sales.missing')} extra={<Link to={back}>{t('my-orders.detail.back')}</Link>} />;
  if (detail.isError) return <Alert type="error" showIcon message={errorText(detail.error, t)} />;
  if (!detail.data) return <Spin delay={500} style={{ display: 'block', margin: '48px auto' }} />;
  const order = detail.data;
  if (!canApplyAfterSale(order)) {
    return (
      <Result
        status="info"
        title={t('after-sales.apply.title')}
        subTitle={order.afterSaleFlag === 2 ? t('my-orders.detail.after-sale-elsewhere') : t('after-sales.not-allowed')}
        extra={<Link to={`/${oms}order-detail?poHeaderId=${order.poHeaderId}`}>{t('after-sales.back-to-order')}</Link>}
      />
    );
  }
  const lines = order.lines.filter((l) => l.subStatus !== 'CANCELLED');

  const submit = async (values: ApplyValues) => {
    const chosen = selected.map((poLineId) => ({ poLineId, quantity: quantities[poLineId] ?? 0 })).filter((l) => l.quantity > 0);
    if (chosen.length === 0 || chosen.length !== selected.length) {
      setLinesError(true);
      return;
    }
    setBusy(true);
    try {
      const created = await afterSales.apply({ poHeaderId: order.poHeaderId, ...values, description: values.description?.trim() || undefined, lines: chosen });
      void message.success(t('after-sales.submitted', { requestNum: created.requestNum }));
      await queries.invalidateQueries({ queryKey: ['after-sales'] });
      void navigate(`/${oms}sale-detail?requestId=${created.requestId}`);
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={`${t('after-sales.apply.title')} · ${order.orderCode}`} extra={<Link to={`/${oms}order-detail?poHeaderId=${order.poHeaderId}`}>{t('after-sales.back-to-order')}</Link>}>
      <Form<ApplyValues> layout="vertical" onFinish={submit} initialValues={{ requestType: 'RETURN' }} style={{ maxWidth: 900 }}>
        <Form.Item name="requestType" label={t('after-sales.type')} rules={[{ required: true, message: t('after-sales.required') }]}>
          <Radio.Group optionType="button" options={AFTER_SALE_TYPES.map((type) => ({ value: type, label: t(`after-sales.type.${type}`) }))} />
        </Form.Item>
        <Form.Item name="reasonCode" label={t('after-sales.reason')} rules={[{ required: true, message: t('after-sales.required') }]}>
          <Select style={{ maxWidth: 320 }} options={AFTER_SALE_REASONS.map((reason) => ({ value: reason, label: t(`after-sales.reason.${reason}`) }))} />
        </Form.Item>
        <Form.Item label={t('after-sales.lines')} required validateStatus={linesError ? 'error' : undefined} help={linesError ? t('after-sales.pick-lines') : undefined}>
          <Table<MallOrderLine>
            size="small"
            pagination={false}
            rowKey="poLineId"
            dataSource={lines}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => {
                setSelected(keys as number[]);
                setLinesError(false);
              },
            }}
            columns={[
              { key: 'sku', title: t('my-orders.column.product'), dataIndex: 'skuName' },
              { key: 'ordered', title: t('after-sales.ordered'), width: 120, render: (_: unknown, l) => `${l.quantity} ${l.uomName}` },
              {
                key: 'quantity',
                title: t('after-sales.quantity'),
                width: 160,
                render: (_: unknown, l) => (
                  <InputNumber
                    aria-label={`${t('after-sales.quantity')} ${l.skuName}`}
                    min={0}
                    max={l.quantity}
                    value={quantities[l.poLineId] ?? null}
                    disabled={!selected.includes(l.poLineId)}
                    onChange={(value) => setQuantities((q) => ({ ...q, [l.poLineId]: value }))}
                  />
                ),
              },
            ]}
          />
        </Form.Item>
        <Form.Item name="description" label={t('after-sales.description')}>
          <Input.TextArea rows={4} maxLength={AFTER_SALE_TEXT_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('after-sales.submit')}
        </Button>
      </Form>
    </Card>
  );
}
