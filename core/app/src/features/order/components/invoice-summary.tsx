import { needsInnerInvoice, type InvoiceDialogValues } from '@mall/domain';
import { Button, Flex, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPageStore } from '../order-page-store';
import { InvoiceDialog } from './invoice-dialog';
import { fieldStatus } from './placed-text';
import { useLookupValues } from '../../lookups';

/** The order's invoice in one line, and the 'Edit invoice' button opening the invoice dialog. */
export const InvoiceSummary = observer(function InvoiceSummary({ store, index, hideInnerMenuList }: { store: OrderPageStore; index: number; hideInnerMenuList?: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'invoice' | 'inner'>();
  const types = useLookupValues('SMAL.INVOICE_TYPE');
  const methods = useLookupValues('SMAL.INVOICE_METHOD');
  const order = store.orders[index]!;
  const initial: InvoiceDialogValues = {
    invoiceMethodCode: order.invoiceMethodCode,
    invoiceTypeCode: order.invoiceTypeCode,
    invoiceTitleTypeCode: order.invoiceTitleTypeCode,
    invoiceDetailTypeCode: order.invoiceDetailTypeCode,
    ...order.companyInvoiceVO,
  };
  const meaning = (values: typeof types, code?: string) => values?.find((v) => v.value === code)?.meaning ?? code;
  const parts = [meaning(types, order.invoiceTypeCode), order.companyInvoiceVO?.invoiceHeader, order.companyInvoiceVO?.taxRegistrationNumber].filter(Boolean);
  let summary = t('order.invoice.none');
  if (parts.length > 0) summary = parts.join(' · ');
  else if (order.invoiceMethodCode) summary = t('order.invoice.centralised', { method: meaning(methods, order.invoiceMethodCode) });
  const inner: InvoiceDialogValues = {
    invoiceMethodCode: order.innerInvoiceMethodCode,
    invoiceTypeCode: order.innerInvoiceTypeCode,
    invoiceTitleTypeCode: order.innerInvoiceTitleTypeCode,
    invoiceDetailTypeCode: order.innerInvoiceDetailTypeCode,
  };
  const message = store.messageAt(index, 'invoice') ?? store.messageAt(index, 'innerInvoice');
  return (
    <Form.Item label={t('order.field.invoice')} required {...fieldStatus(t, message)}>
      <Flex gap={8} align="center">
        <Typography.Text ellipsis style={{ maxWidth: 260 }} data-testid={`invoice-summary-${index}`}>
          {summary}
        </Typography.Text>
        <Button size="small" onClick={() => setOpen('invoice')}>
          {t('order.invoice.edit')}
        </Button>
        {needsInnerInvoice(order, hideInnerMenuList) ? (
          <Button size="small" onClick={() => setOpen('inner')}>
            {t('order.field.inner-invoice')}
          </Button>
        ) : null}
      </Flex>
      <InvoiceDialog
        open={open !== undefined}
        codesOnly={open === 'inner'}
        initial={open === 'inner' ? inner : initial}
        paymentMethodCode={order.paymentMethodCode}
        onOk={(values) => {
          if (open === 'inner') store.setInnerInvoice(index, values);
          else store.setInvoice(index, values);
          setOpen(undefined);
        }}
        onCancel={() => setOpen(undefined)}
      />
    </Form.Item>
  );
});
