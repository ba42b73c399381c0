import type { OrderActionProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Divider, Flex, Form, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { OrderExtrasServiceToken, PURCHASE_UNIT_DIMENSIONS, type ExtraInfo, type PurchaseUnitDimensions } from '../order-extras-service';
import { PurchaseUnitDimensionForm } from './purchase-unit-dimension-form';

/** Spec 1's header remark bound (the order header remark field). */
const REMARK_MAX = 240;

/** The form's record, created from the order's current dimensions. */
function initialOf(info: ExtraInfo | null | undefined): Partial<PurchaseUnitDimensions> {
  return Object.fromEntries((info?.unitDimensionList ?? []).filter((d) => d.value !== undefined).map((d) => [d.dimensionCode, d.value])) as Partial<PurchaseUnitDimensions>;
}

function ChangeForm({ order, refresh, onDone }: OrderActionProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const api = useService(OrderExtrasServiceToken);
  const { mallContext } = useMallRuntime();
  const { message } = App.useApp();
  const channel = mallContext().channel;
  const info = useQuery({ queryKey: ['my-orders', 'extra-info', channel, order.poHeaderId], queryFn: () => api.extraInfo(order.poHeaderId, channel) });
  const [form] = Form.useForm<PurchaseUnitDimensions>();
  const [remark, setRemark] = useState(order.remark ?? '');
  const [removed, setRemoved] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await call();
      void message.success(t(done));
      refresh();
      onDone();
    } catch {
      // a form error is shown on its field; a refusal by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  const submit = () =>
    run(async () => {
      const values = await form.validateFields();
      const unitDimensions = Object.fromEntries(PURCHASE_UNIT_DIMENSIONS.map((d) => [d, values[d]])) as PurchaseUnitDimensions;
      await api.changeOrder(order.poHeaderId, { remark: remark.trim() || undefined, unitDimensions });
    }, 'order-extras.change.done');
  if (info.isPending) return <Spin delay={500} style={{ display: 'block', margin: '24px auto' }} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('order-extras.unit-dimensions')}</Typography.Text>
      <PurchaseUnitDimensionForm form={form} initial={initialOf(info.data)} />
      <Typography.Text strong>{t('order-extras.change.remark')}</Typography.Text>
      <Input.TextArea aria-label={t('order-extras.change.remark')} value={remark} maxLength={REMARK_MAX} showCount rows={2} onChange={(e) => setRemark(e.target.value)} />
      {/* Clear of the character count under the remark. */}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('order-extras.change.submit')}
        </Button>
      </Flex>
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Text strong>{t('order-extras.change.lines')}</Typography.Text>
      <Checkbox.Group value={removed} onChange={(v) => setRemoved(v as number[])} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {order.lines.map((l) => (
          <Checkbox key={l.poLineId} value={l.poLineId}>
            {l.skuName} × {l.quantity} {l.uomName}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Flex justify="flex-end">
        <Button danger loading={busy} disabled={removed.length === 0} onClick={() => void run(() => api.deleteLines(order.poHeaderId, removed), 'order-extras.change.deleted')}>
          {t('order-extras.change.delete')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** 'change order': purchase-unit dimensions and remark (order-change-submit) or lines taken out (order-change-delete). */
export function OrderChangeAction(props: OrderActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('order-extras.change.action')}
      </Button>
      <Modal open={open} title={t('order-extras.change.title', { orderCode: props.order.orderCode })} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={560}>
        {open ? <ChangeForm {...props} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
