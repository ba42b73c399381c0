import { HttpClientToken, MyMallFrameToken, NotificationsToken, msg, useMallService, useMessage } from '@mall/sdk';
import { Button, Empty, Flex, Result, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { APPROVALS_PATH, decisionPath, type ApprovalRow, type Decision } from './approver';

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly rows: readonly ApprovalRow[] };

const pad = (n: number) => String(n).padStart(2, '0');
/** The submission time in the browser's time zone, to the minute. */
const localTime = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/**
 * The approver's page (in My Mall): the demanders' group-buying lines in approval that this
 * approver decides, each with demander, goods, quantity, amount and submission time, and
 * Approve or Reject. Reject asks to confirm, since the line goes back to the demander (spec 3
 * names no reject reason, so none is asked). After a decision, or a refusal because another
 * approver decided first, the list loads anew from the server.
 */
export default function ApprovalsPage() {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const notices = useMallService(NotificationsToken);
  const Frame = useMallService(MyMallFrameToken);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState<number>();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    http
      .request<ApprovalRow[]>('GET', APPROVALS_PATH, { signal: abort.signal, silent: true })
      .then((rows) => setLoaded({ state: 'ready', rows }))
      .catch(() => !abort.signal.aborted && setLoaded({ state: 'failed' }));
    return () => abort.abort();
  }, [http, generation]);

  const decide = async (row: ApprovalRow, decision: Decision) => {
    const who = { product: row.productName, demander: row.demanderName };
    if (decision === 'reject' && !(await notices.confirm(msg('centralised-buying.approvals.reject-title'), msg('centralised-buying.approvals.reject-confirm', who)))) return;
    setBusy(row.cartId);
    try {
      await http.request('POST', decisionPath(decision), { body: { cartIds: [row.cartId] } });
      notices.notify('success', msg(decision === 'approve' ? 'centralised-buying.approvals.approved' : 'centralised-buying.approvals.rejected', who));
    } catch {
      // The HTTP client has shown the server's refusal (for example another approver decided first).
    } finally {
      setBusy(undefined);
      reload();
    }
  };

  const columns: TableColumnsType<ApprovalRow> = [
    { key: 'demander', title: t('centralised-buying.approvals.demander'), dataIndex: 'demanderName', width: 170 },
    { key: 'product', title: t('centralised-buying.approvals.product'), dataIndex: 'productName', ellipsis: true },
    { key: 'quantity', title: t('centralised-buying.approvals.quantity'), align: 'right', width: 110, render: (_, row) => `${row.quantity} ${row.uomName}` },
    {
      key: 'amount',
      title: t('centralised-buying.approvals.amount'),
      align: 'right',
      width: 140,
      render: (_, row) => `${row.amount.toFixed(2)} ${row.currencyCode}`,
    },
    { key: 'submitted', title: t('centralised-buying.approvals.submitted'), width: 150, render: (_, row) => localTime(row.submittedAt) },
    {
      key: 'actions',
      title: t('centralised-buying.approvals.actions'),
      width: 170,
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" type="primary" loading={busy === row.cartId} disabled={busy !== undefined} onClick={() => void decide(row, 'approve')}>
            {t('centralised-buying.action.approve')}
          </Button>
          <Button size="small" danger disabled={busy !== undefined} onClick={() => void decide(row, 'reject')}>
            {t('centralised-buying.action.reject')}
          </Button>
        </Space>
      ),
    },
  ];

  const refresh = (
    <Button size="small" onClick={reload} disabled={loaded.state === 'loading'}>
      {t('centralised-buying.approvals.refresh')}
    </Button>
  );
  return (
    <Frame titleKey="centralised-buying.approvals.title" extra={refresh}>
      {loaded.state === 'failed' ? (
        <Result
          status="warning"
          subTitle={t('centralised-buying.approvals.failed')}
          extra={
            <Button type="primary" onClick={reload}>
              {t('centralised-buying.approvals.retry')}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={8} data-testid="centralised-approvals">
          <Table<ApprovalRow>
            rowKey="cartId"
            size="middle"
            columns={columns}
            dataSource={loaded.state === 'ready' ? [...loaded.rows] : []}
            loading={loaded.state === 'loading'}
            pagination={false}
            scroll={{ x: 860 }}
            locale={{ emptyText: loaded.state === 'loading' ? ' ' : <Empty description={t('centralised-buying.approvals.empty')} /> }}
          />
        </Flex>
      )}
    </Frame>
  );
}
