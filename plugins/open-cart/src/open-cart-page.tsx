import { HttpClientToken, NotificationsToken, msg, useMallNavigation, useMallService, useMessage } from '@mall/sdk';
import { Alert, AutoComplete, Button, Card, Form, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  OPEN_CART_RESULT_PATH,
  openCartApi,
  type BudgetOption,
  type LineChange,
  type ManualLine,
  type OpenCart,
  type OpenCartCheck,
  type OpenCartLine,
  type ProductHit,
  type ReceivingAddress,
  type SubmittedCart,
} from './open-cart-api';
import { ManualLineButton } from './manual-line-form';
import { OpenCartFormFields, type OpenCartFormValues } from './open-cart-form';

/**
 * /req-open-cart: the cart of a punch-out session. The buyer adds goods, changes quantities
 * (not in inspect sessions), saves free-text lines for goods the catalogue lacks (manual cart
 * save), fills in the requisition form, and returns the cart to the
 * requisition system or cancels. Returning validates the form first, then checks the open cart,
 * submits the order info (each line's budget warning comes back) and only then sends it back.
 */
/** list-update names a catalogue line by its product and a manual (free-text) line by its line id. */
const changeOf = (line: OpenCartLine, quantity: number): LineChange => (line.productId === null ? { lineId: line.lineId, quantity } : { productId: line.productId, quantity });

export default function OpenCartPage() {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const notices = useMallService(NotificationsToken);
  const navigation = useMallNavigation();
  const api = useMemo(() => openCartApi(http), [http]);
  const [cart, setCart] = useState<OpenCart>();
  const [failed, setFailed] = useState(false);
  const [hits, setHits] = useState<readonly ProductHit[]>([]);
  const [busy, setBusy] = useState(false);
  const searches = useRef(0);
  const [check, setCheck] = useState<OpenCartCheck>();
  const [keyword, setKeyword] = useState('');
  const [form] = Form.useForm<OpenCartFormValues>();
  // Undefined until both lists answered: returning waits for them (the default address is chosen then).
  const [choices, setChoices] = useState<{ addresses: readonly ReceivingAddress[]; budgets: readonly BudgetOption[] }>();

  useEffect(() => {
    let live = true;
    api.checkIn().then(
      (answer) => live && setCart(answer),
      () => live && setFailed(true),
    );
    // The form's choices; a failed list leaves it empty (the address stays required).
    void Promise.all([api.addresses().catch(() => []), api.budgets().catch(() => [])]).then(([addresses, budgets]) => {
      if (live) setChoices({ addresses, budgets });
    });
    return () => {
      live = false;
    };
  }, [api]);

  const update = useCallback(
    async (lines: LineChange[]) => {
      setBusy(true);
      try {
        setCart(await api.update(lines));
        setCheck(undefined);
        return true;
      } catch {
        // the HTTP client showed the server's message
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api],
  );

  const finish = useCallback(
    async (kind: 'return' | 'cancel') => {
      if (kind === 'cancel' && !(await notices.confirm(msg('open-cart.cancel.title'), msg('open-cart.cancel.confirm')))) return;
      // Spec 3 "open-cart submit": the form is validated first, and nothing is sent while it is invalid.
      // An inspect session changes nothing, so it has no form and no submit.
      let values: OpenCartFormValues | undefined;
      if (kind === 'return' && cart?.editable) {
        try {
          values = await form.validateFields();
        } catch {
          return;
        }
      }
      setBusy(true);
      try {
        // The open cart is checked next, and nothing goes back while the check fails.
        let submitted: SubmittedCart | undefined;
        if (kind === 'return') {
          const found = await api.preReq();
          setCheck(found.passed ? undefined : found);
          if (!found.passed) return setBusy(false);
          if (values) submitted = await api.submit({ addressId: values.addressId!, neededDate: values.neededDate || undefined, remark: values.remark?.trim() || undefined, budgetId: values.budgetId ?? undefined });
        }
        const returned = kind === 'return' ? await api.returnCart() : await api.cancel();
        navigation.go(OPEN_CART_RESULT_PATH, { returned, submitted, cancelled: kind === 'cancel' });
      } catch {
        setBusy(false);
      }
    },
    [api, cart?.editable, form, navigation, notices],
  );

  const saveManual = useCallback(
    async (line: ManualLine) => {
      setBusy(true);
      try {
        setCart(await api.saveManual(line));
        setCheck(undefined);
        notices.notify('success', msg('open-cart.manual.saved', { name: line.productName }));
        return true;
      } catch {
        // the HTTP client showed the server's message; the dialog stays open with what was typed
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, notices],
  );

  if (failed) return <Alert type="warning" showIcon title={t('open-cart.result.none')} />;
  if (!cart) return <Card loading />;
  const editable = cart.editable;
  const columns = [
    {
      title: t('open-cart.product'),
      key: 'productName',
      render: (_: unknown, line: OpenCartLine) => (
        <>
          {line.productName} {line.productSource === 'MANUAL' && <Tag>{t('open-cart.manual.tag')}</Tag>}
          {line.remark && <Typography.Text type="secondary"> {line.remark}</Typography.Text>}
        </>
      ),
    },
    { title: t('open-cart.item-code'), dataIndex: 'itemCode', key: 'itemCode', width: 150 },
    { title: t('open-cart.price'), dataIndex: 'latestPrice', key: 'latestPrice', width: 120, align: 'right' as const },
    {
      title: t('open-cart.quantity'),
      key: 'quantity',
      width: 140,
      render: (_: unknown, line: OpenCartLine) => (
        <InputNumber
          aria-label={`${t('open-cart.quantity')} ${line.itemCode || line.productName}`}
          min={0}
          // A manual line keeps up to 6 places; padding every quantity to 6 would read as 40.000000.
          precision={line.productSource === 'MANUAL' ? undefined : line.uomPrecision}
          value={line.quantity}
          disabled={!editable || busy}
          onChange={(value) => typeof value === 'number' && value > 0 && value !== line.quantity && void update([changeOf(line, value)])}
        />
      ),
    },
    { title: t('open-cart.unit'), key: 'unit', width: 90, render: (_: unknown, line: OpenCartLine) => `${line.uomName} (${line.uomCode})` },
    { title: t('open-cart.amount'), dataIndex: 'totalPrice', key: 'totalPrice', width: 120, align: 'right' as const, render: (amount: number) => amount.toFixed(2) },
    {
      title: '',
      key: 'check',
      render: (_: unknown, line: OpenCartLine) => {
        const problem = line.productId === null ? undefined : check?.lines.find((l) => l.productId === line.productId);
        return problem ? <Typography.Text type="danger">{problem.errorMessage}</Typography.Text> : null;
      },
    },
    {
      title: '',
      key: 'remove',
      width: 90,
      render: (_: unknown, line: OpenCartLine) => (
        <Button type="link" disabled={!editable || busy} onClick={() => void update([changeOf(line, 0)])}>
          {t('open-cart.remove')}
        </Button>
      ),
    },
  ];
  const search = async (keyword: string) => {
    // Each keystroke searches; only the latest keyword's answer may fill the options.
    const asked = ++searches.current;
    if (keyword.trim() === '') return setHits([]);
    const found = await api.search(keyword.trim()).catch(() => []);
    if (asked === searches.current) setHits(found);
  };
  return (
    <Card title={t('open-cart.title')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('open-cart.session', { protocol: cart.protocol === 'CXML' ? 'cXML' : 'OCI', operation: cart.operation, origin: cart.returnOrigin })}
        </Typography.Text>
        {editable ? (
          <Space wrap>
            <AutoComplete
              style={{ width: 420 }}
              placeholder={t('open-cart.search')}
              aria-label={t('open-cart.search')}
              value={keyword}
              onChange={setKeyword}
              onSearch={(value) => void search(value)}
              options={hits.map((hit) => ({ value: String(hit.productId), label: `${hit.productName} · ${hit.itemCode} · ${hit.price} ${hit.currencyCode}` }))}
              onSelect={(value: string) => {
                const hit = hits.find((h) => String(h.productId) === value);
                // The box is emptied for the next search rather than left holding the product's id.
                setKeyword('');
                setHits([]);
                if (!hit) return;
                const existing = cart.lines.find((l) => l.productId === hit.productId);
                // A new line starts at the product's minimum; an existing one grows by a package.
                const step = hit.minPackageQuantity || 1;
                const quantity = existing ? existing.quantity + step : Math.max(hit.minPurchaseQuantity ?? 1, step);
                void update([{ productId: hit.productId, quantity }]).then((added) => added && notices.notify('success', msg('open-cart.added', { name: hit.productName })));
              }}
            />
            <ManualLineButton currencyCode={cart.currencyCode} disabled={busy} onSave={saveManual} />
          </Space>
        ) : (
          <Alert type="info" showIcon title={t('open-cart.inspect')} />
        )}
        {editable && <OpenCartFormFields form={form} addresses={choices?.addresses ?? []} budgets={choices?.budgets ?? []} disabled={busy || !choices} />}
        {check && (
          <Alert
            type="error"
            showIcon
            title={t('open-cart.check.failed')}
            description={check.messages.length > 0 ? check.messages.join('; ') : t('open-cart.check.lines', { count: check.lines.length })}
          />
        )}
        <Table<OpenCartLine>
          rowKey="lineId"
          size="small"
          columns={columns}
          dataSource={[...cart.lines]}
          pagination={false}
          locale={{ emptyText: t('open-cart.empty') }}
        />
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Typography.Text strong>{t('open-cart.total', { amount: cart.totalAmount.toFixed(2), currency: cart.currencyCode })}</Typography.Text>
          <Button disabled={busy} onClick={() => void finish('cancel')}>
            {t('open-cart.cancel')}
          </Button>
          <Button type="primary" disabled={busy || cart.lines.length === 0 || (editable && !choices)} onClick={() => void finish('return')}>
            {t('open-cart.return')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
