import { formatPrice, isCartLineCheckFailed, isNeededDateHidden, type CartLine } from '@mall/domain';
import { orderLineFields, RemarkDialogToken, type FieldRow, type FieldSchema, type MallContext, type MessageRef } from '@mall/sdk';
import { EditOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginHost } from '../../../platform/plugin-host';
import { useService } from '../../../shell/services-context';
import { FieldSchemaItems, missingFieldDefaults, translateFieldMessage } from '../../fields';
import type { OrderPageStore } from '../order-page-store';
import type { FormRegistry } from './form-registry';
import { placedText } from './placed-text';

interface Props {
  readonly store: OrderPageStore;
  readonly index: number;
  readonly host: PluginHost;
  readonly ctx: MallContext;
  readonly forms: FormRegistry;
}

/**
 * An order's lines: per-row selection (lines failing the pre-check cannot be chosen and show
 * their reason), product, price, quantity, amount, needed date, remark (required with
 * productRemarkFlag 1) and the tenant's `fields.order-line`.
 */
export const OrderLinesTable = observer(function OrderLinesTable({ store, index, host, ctx, forms }: Props) {
  const { t } = useTranslation();
  const order = store.orders[index]!;
  const lineFields = host.get(orderLineFields).map((c) => c.field);
  // antd's table does not re-render its cells when a line changes in place: each editable or
  // message-bearing cell is its own observer
  const cell = { store, index, ctx };
  const columns: TableColumnsType<CartLine> = [
    { title: t('order.column.product'), key: 'product', render: (_, line) => <ProductCell {...cell} line={line} /> },
    { title: t('order.column.price'), key: 'price', align: 'right', render: (_, line) => `${line.currencyCode} ${formatPrice(line.latestPrice, line.productSource, 'order')}` },
    { title: t('order.column.quantity'), key: 'quantity', align: 'right', render: (_, line) => `${line.quantity}${line.uomName ? ` ${line.uomName}` : ''}` },
    {
      title: t('order.column.amount'),
      key: 'amount',
      align: 'right',
      render: (_, line) => `${line.currencyCode} ${(line.totalPrice ?? line.latestPrice * line.quantity).toFixed(2)}`,
    },
  ];
  if (!isNeededDateHidden(ctx.config.hideFieldList)) {
    columns.push({ title: t('order.column.needed-date'), key: 'neededDate', render: (_, line) => <NeededDateCell {...cell} line={line} /> });
  }
  columns.push({ title: t('order.column.remark'), key: 'remark', render: (_, line) => <RemarkCell {...cell} line={line} /> });
  if (lineFields.length > 0) {
    columns.push({
      title: t('order.column.extras'),
      key: 'extras',
      render: (_, line) => <LineFieldsForm store={store} index={index} line={line} fields={lineFields} ctx={ctx} forms={forms} />,
    });
  }

  const keys = order.shoppingCartDTOList.filter((l) => store.selected.has(l.cartId)).map((l) => l.cartId);
  return (
    <Table<CartLine>
      size="small"
      rowKey="cartId"
      pagination={false}
      loading={store.submitting}
      columns={columns}
      dataSource={order.shoppingCartDTOList}
      locale={{ emptyText: t('order.no-data') }}
      onRow={(line) => ({ id: `order-line-${index}-${line.cartId}` })}
      rowSelection={{
        selectedRowKeys: keys,
        getCheckboxProps: (line) => ({ disabled: isCartLineCheckFailed(line), 'aria-label': line.productName }),
        onChange: (selected) => store.setSelected(index, selected as number[]),
      }}
    />
  );
});

interface CellProps {
  readonly store: OrderPageStore;
  readonly index: number;
  readonly line: CartLine;
  readonly ctx: MallContext;
}

function Danger({ text }: { text: string | undefined }) {
  return text ? (
    <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  ) : null;
}

const ProductCell = observer(function ProductCell({ store, index, line }: CellProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{line.productName}</Typography.Text>
      {isCartLineCheckFailed(line) ? <Danger text={line.errorMessage || t('order.line.failed')} /> : null}
      <Danger text={placedText(t, store.messageAt(index, undefined, line.cartId))} />
    </Flex>
  );
});

const NeededDateCell = observer(function NeededDateCell({ store, index, line, ctx }: CellProps) {
  const { t } = useTranslation();
  const error = placedText(t, store.messageAt(index, 'neededDate', line.cartId));
  return (
    <Flex vertical gap={2}>
      <DatePicker
        size="small"
        aria-label={t('order.column.needed-date')}
        value={line.neededDate ? dayjs(line.neededDate) : null}
        status={error ? 'error' : undefined}
        disabledDate={(d) => d.format('YYYY-MM-DD') < ctx.today}
        onChange={(d) => store.setLine(index, line.cartId, { neededDate: d ? d.format('YYYY-MM-DD') : undefined })}
      />
      <Danger text={error} />
    </Flex>
  );
});

/** The longest line remark the pre-submit page takes, in the cell and in the remark-entry dialog alike. */
export const ORDER_LINE_REMARK_MAX = 500;

const RemarkCell = observer(function RemarkCell({ store, index, line }: CellProps) {
  const { t } = useTranslation();
  const RemarkDialog = useService(RemarkDialogToken);
  const [editing, setEditing] = useState(false);
  const error = placedText(t, store.messageAt(index, 'remark', line.cartId));
  const required = line.productRemarkFlag === 1;
  return (
    <Flex vertical gap={2}>
      <Space.Compact size="small">
        <Input
          size="small"
          aria-label={t('order.column.remark')}
          aria-required={required}
          placeholder={required ? `* ${t('order.column.remark')}` : undefined}
          status={error ? 'error' : undefined}
          maxLength={ORDER_LINE_REMARK_MAX}
          value={line.remark ?? ''}
          onChange={(e) => store.setLine(index, line.cartId, { remark: e.target.value })}
        />
        {/* Spec 1 screen 6: the remark-entry dialog, with its counter, for a longer remark; this line's rule says whether it is required. */}
        <Button size="small" icon={<EditOutlined />} aria-label={t('order.remark.open', { product: line.productName })} onClick={() => setEditing(true)} />
      </Space.Compact>
      <Danger text={error} />
      {editing ? (
        <RemarkDialog
          open
          fieldName={t('order.column.remark')}
          initialValue={line.remark ?? ''}
          required={required}
          maxLength={ORDER_LINE_REMARK_MAX}
          onOk={(remark) => {
            store.setLine(index, line.cartId, { remark });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </Flex>
  );
});

/**
 * A line's tenant fields, in their own antd form so the shared renderer validates them. What a
 * submit validator placed on one of them (a tenant's server check, for example) is shown at the
 * field, until the buyer changes it.
 */
const LineFieldsForm = observer(function LineFieldsForm({ store, index, line, fields, ctx, forms }: { store: OrderPageStore; index: number; line: CartLine; fields: FieldSchema[]; ctx: MallContext; forms: FormRegistry }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  useEffect(() => forms.register({ order: index, line: line.cartId }, form), [forms, form, index, line.cartId]);
  const placed = fields.flatMap((f) => {
    const message = store.messageAt(index, f.name, line.cartId);
    // A field finding names its label by key, as the form's own rules do.
    const text = message && ('text' in message ? message.text : translateFieldMessage(t, { key: message.key, params: message.params as MessageRef['params'] }));
    return text ? [{ name: f.name, errors: [text] }] : [];
  });
  const placedKey = JSON.stringify(placed);
  useEffect(() => {
    if (placed.length > 0) form.setFields(placed);
    // placedKey stands for placed: a new array each render, the same messages
  }, [form, placedKey]);
  // Fields the line has no value for start at their default, in the form and in what is submitted.
  useEffect(() => {
    const defaults = missingFieldDefaults(fields, line as unknown as FieldRow, ctx);
    if (Object.keys(defaults).length > 0) store.setLine(index, line.cartId, defaults);
    // once per line: later edits are the buyer's
  }, [store, index, line.cartId]);
  return (
    <Form form={form} layout="vertical" size="small" initialValues={{ ...line, ...missingFieldDefaults(fields, line as unknown as FieldRow, ctx) }} onValuesChange={(changed: Partial<CartLine>) => store.setLine(index, line.cartId, changed)}>
      <FieldSchemaItems fields={fields} ctx={ctx} />
    </Form>
  );
});
