import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken, type BudgetCheck } from '../purchase-request-service';
import type { RequestFormStore } from '../request-form-store';

/**
 * The budget of a request, where budgets apply (the buyer's company has budget pools): the pool
 * the request draws on and mall-request-budget-validate's answer, line by line.
 */
export const BudgetPanel = observer(function BudgetPanel({ store }: { store: RequestFormStore }) {
  const { t } = useTranslation();
  const api = useService(PurchaseRequestServiceToken);
  const options = useQuery({ queryKey: ['purchase-requests', 'budget-options'], queryFn: ({ signal }) => api.budgetOptions(signal) });
  const [check, setCheck] = useState<BudgetCheck | undefined>();
  const [error, setError] = useState<string | undefined>();
  if (!options.data || options.data.length === 0) return null;
  const run = async () => {
    setError(undefined);
    try {
      setCheck(await api.validateBudget({ budgetId: store.budgetId, mallRequestEntryList: store.lines.map(({ skuName, quantity, estimatedPrice }) => ({ skuName, quantity, estimatedPrice })) }));
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      <Flex gap={8} align="center">
        <Typography.Text>{t('purchase-request.header.budget')}</Typography.Text>
        <Select
          aria-label={t('purchase-request.header.budget')}
          style={{ minWidth: 280 }}
          allowClear
          placeholder={t('purchase-request.budget.none')}
          value={store.budgetId}
          options={options.data.map((b) => ({ value: b.budgetId, label: `${b.budgetCode} ${b.budgetName}` }))}
          onChange={(v?: number) => {
            store.setHeader({ budgetId: v });
            setCheck(undefined);
          }}
        />
        <Button disabled={store.budgetId === undefined} onClick={() => void run()}>
          {t('purchase-request.budget.check')}
        </Button>
      </Flex>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      {check && check.budgetId !== undefined ? (
        <>
          <Typography.Text>{t('purchase-request.budget.summary', { total: check.totalAmount, occupied: check.occupiedAmount, amount: check.requestAmount })}</Typography.Text>
          {check.failedCount > 0 ? <Typography.Text type="danger">{t('purchase-request.budget.failed', { n: check.failedCount })}</Typography.Text> : null}
          <Table
            size="small"
            pagination={false}
            rowKey={(_r, i) => String(i)}
            dataSource={check.entries}
            columns={[
              { title: t('purchase-request.line.name'), dataIndex: 'skuName' },
              { title: t('purchase-request.line.price'), dataIndex: 'amount', width: 140 },
              { title: '', dataIndex: 'overFlag', width: 120, render: (v: 0 | 1) => (v === 1 ? <Tag color="error">{t('purchase-request.budget.over')}</Tag> : <Tag color="success">{t('purchase-request.budget.ok')}</Tag>) },
            ]}
          />
        </>
      ) : null}
    </Flex>
  );
});
