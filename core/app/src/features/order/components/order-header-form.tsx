import { isNeededDateHidden, needsPaymentMethod, type ReceivingAddress } from '@mall/domain';
import { orderHeaderExtrasSlot, orderHeaderFields, type MallContext } from '@mall/sdk';
import { Alert, Button, Col, DatePicker, Drawer, Flex, Form, Input, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useService } from '../../../shell/services-context';
import { Slot, type PluginHost } from '../../../platform/plugin-host';
import { AddressServiceToken, InvoiceAddressList, type AddressService } from '../../address';
import { AttachmentList } from '../../attachments';
import { FieldSchemaItems, LookupSelect } from '../../fields';
import type { OrderPageStore } from '../order-page-store';
import type { FormRegistry } from './form-registry';
import { InvoiceSummary } from './invoice-summary';
import { fieldStatus, placedText } from './placed-text';
import { useLookupValues } from '../../lookups';

/** Header fields core places itself; messages for any other field are listed in the header. */
const CORE_FIELDS = ['remark', 'wholeOrderFlag', 'prTypeId', 'neededDate', 'paymentMethodCode', 'invoice', 'innerInvoice', 'invoiceAddressId'];

const PR_TYPE_FIELD = { name: 'prTypeId', labelKey: 'order.field.pr-type', component: 'lookup', lookupCode: 'SPRM.PR_TYPE', valueField: 'prTypeId', displayField: 'prTypeName' } as const;

interface Props {
  readonly store: OrderPageStore;
  readonly index: number;
  readonly host: PluginHost;
  readonly ctx: MallContext;
  readonly forms: FormRegistry;
}

/**
 * One order's header form: remark, whole-order delivery, purchase request type, needed date,
 * payment method, invoice and invoice address, the tenant's `fields.order-header`, and the
 * `slots.order.header-extras` slot. Values live in the page store; messages placed by the
 * last submit show beside their field, order-level ones on top.
 */
export const OrderHeaderForm = observer(function OrderHeaderForm({ store, index, host, ctx, forms }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [choosingAddress, setChoosingAddress] = useState(false);
  const order = store.orders[index]!;
  const extraFields = host.get(orderHeaderFields).map((c) => c.field);
  const paymentMethods = useLookupValues('SMAL.PAYMENT_METHOD');
  useEffect(() => forms.register({ order: index }, form), [forms, form, index]);

  const remarkLabel = order.remarkFieldName || t('order.field.remark');
  const prTypeRequired = store.orders.some((o) => o.prTypeIdRequired === 1);
  const at = (field?: string) => store.messageAt(index, field);
  const headerMessages = [...store.messages.entries()]
    .filter(([key]) => {
      const [o, line, field] = key.split('|');
      return o === String(index) && line === '' && !CORE_FIELDS.includes(field ?? '');
    })
    .map(([key, message]) => ({ key, text: placedText(t, message) }));

  const chooseAddress = (address: ReceivingAddress) => {
    store.setHeader(index, { invoiceAddressId: address.addressId, fullInvoiceAddress: address.fullAddress ?? address.address });
    setChoosingAddress(false);
  };
  // An order without an invoice address starts at the buyer's default one (`addresss/default-invoice`).
  const addresses = useService<AddressService>(AddressServiceToken);
  const scope = { companyId: ctx.config.companyId ?? 0, userId: ctx.user.id };
  const { data: defaultInvoice } = useQuery({ queryKey: ['address', 'default-invoice', scope], queryFn: () => addresses.defaultInvoiceAddress(scope).then((a) => a ?? null) });
  useEffect(() => {
    if (defaultInvoice && order.invoiceAddressId === undefined) store.setHeader(index, { invoiceAddressId: defaultInvoice.addressId, fullInvoiceAddress: defaultInvoice.fullAddress ?? defaultInvoice.address });
  }, [defaultInvoice, order.invoiceAddressId, store, index]);

  return (
    <div id={`order-header-${index}`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex gap={16} align="baseline" wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('order.header.title', { n: index + 1 })}
          </Typography.Title>
          {order.supplierCompanyName ? <Typography.Text type="secondary">{t('order.header.supplier', { name: order.supplierCompanyName })}</Typography.Text> : null}
        </Flex>
        <Slot host={host} point={orderHeaderExtrasSlot} props={{ order, index }} />
      </Flex>
      {headerMessages.length > 0 ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={headerMessages.map((m) => <div key={m.key}>{m.text}</div>)} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={order}
        onValuesChange={(changed: Record<string, unknown>) => store.setHeader(index, changed)}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={remarkLabel} required={order.remarkRequired === 1} htmlFor={`remark-${index}`} {...fieldStatus(t, at('remark'))}>
              <Input id={`remark-${index}`} value={order.remark ?? ''} maxLength={1000} onChange={(e) => store.setHeader(index, { remark: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('order.field.whole-order')} required={order.wholeOrderFlagRequired === 1} {...fieldStatus(t, at('wholeOrderFlag'))}>
              <Select
                aria-label={t('order.field.whole-order')}
                allowClear
                value={order.wholeOrderFlag}
                options={[
                  { value: 1, label: t('order.whole-order.yes') },
                  { value: 0, label: t('order.whole-order.no') },
                ]}
                onChange={(value: 0 | 1 | undefined) => store.setHeader(index, { wholeOrderFlag: value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('order.field.pr-type')} required={prTypeRequired} {...fieldStatus(t, at('prTypeId'))}>
              <LookupSelect
                aria-label={t('order.field.pr-type')}
                allowClear
                field={PR_TYPE_FIELD}
                row={order}
                value={order.prTypeId}
                onChange={(value) => store.setHeader(index, { prTypeId: value as number | undefined })}
              />
            </Form.Item>
          </Col>
          {isNeededDateHidden(ctx.config.hideFieldList) ? null : (
            <Col xs={24} md={8}>
              <Form.Item label={t('order.field.needed-date')} {...fieldStatus(t, at('neededDate'))}>
                <DatePicker
                  aria-label={t('order.field.needed-date')}
                  style={{ width: '100%' }}
                  value={order.neededDate ? dayjs(order.neededDate) : null}
                  disabledDate={(d) => d.format('YYYY-MM-DD') < ctx.today}
                  onChange={(d) => {
                    const neededDate = d ? d.format('YYYY-MM-DD') : undefined;
                    store.setHeader(index, { neededDate });
                    // the header date is the default of every line; lines can still differ
                    for (const line of order.shoppingCartDTOList) store.setLine(index, line.cartId, { neededDate });
                  }}
                />
              </Form.Item>
            </Col>
          )}
          {needsPaymentMethod(order) || host.settings().cataloguePaymentMethod ? (
            <Col xs={24} md={8}>
              <Form.Item label={t('order.field.payment-method')} required={needsPaymentMethod(order)} {...fieldStatus(t, at('paymentMethodCode'))}>
                <Select
                  aria-label={t('order.field.payment-method')}
                  allowClear
                  loading={paymentMethods === undefined}
                  value={order.paymentMethodCode || undefined}
                  options={(paymentMethods ?? []).map((m) => ({ value: m.value, label: m.meaning }))}
                  onChange={(value: string | undefined) => store.setHeader(index, { paymentMethodCode: value })}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={8}>
            <InvoiceSummary store={store} index={index} hideInnerMenuList={ctx.config.hideInnerMenuList} />
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('order.field.invoice-address')} required {...fieldStatus(t, at('invoiceAddressId'))}>
              <Flex gap={8} align="center">
                <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                  {typeof order.fullInvoiceAddress === 'string' && order.fullInvoiceAddress ? order.fullInvoiceAddress : t('order.invoice-address.none')}
                </Typography.Text>
                <Button size="small" onClick={() => setChoosingAddress(true)}>
                  {t('order.invoice-address.choose')}
                </Button>
              </Flex>
            </Form.Item>
          </Col>
          {/* The header attachment (spec 2), saved with the order as attachmentUuid; a tenant's own attachmentUuid field replaces it. */}
          {extraFields.some((f) => f.name === 'attachmentUuid') ? null : (
            <Col xs={24} md={8}>
              <Form.Item label={t('order.field.attachment')}>
                <AttachmentList attachmentUuid={order.attachmentUuid} onChange={(uuid) => store.setHeader(index, { attachmentUuid: uuid })} />
              </Form.Item>
            </Col>
          )}
        </Row>
        {extraFields.length > 0 ? (
          <Row gutter={16}>
            <Col span={24}>
              <FieldSchemaItems fields={extraFields} ctx={ctx} />
            </Col>
          </Row>
        ) : null}
      </Form>
      <Drawer open={choosingAddress} size={380} title={t('order.invoice-address.title')} onClose={() => setChoosingAddress(false)} destroyOnHidden>
        <InvoiceAddressList chosenId={order.invoiceAddressId} onChoose={chooseAddress} />
      </Drawer>
    </div>
  );
});
