import { BUDGET_PANEL_WIDTH, SPINNER_DELAY_MS } from '@mall/domain';
import type { CartLine } from '@mall/sdk';
import { Alert, App, Button, Drawer, Flex, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { BudgetPanelStoreFactoryToken, type BudgetPanelStoreFactory } from '../budget-panel-store';
import { BudgetRowsTable } from './budget-rows-table';
import { translateFieldMessage } from '../../fields';

export interface BudgetPanelProps {
  readonly open: boolean;
  /** One line, or the selected lines in batch mode. */
  readonly lines: readonly CartLine[];
  readonly batch?: boolean;
  readonly readOnly?: boolean;
  readonly onClose: () => void;
  /** After a save every line passed: reload the lines; the panel closes when it resolves. */
  readonly onSaved: () => Promise<void> | void;
}

/** Screen 9: the budget allocation side panel. Mounted while open, so each opening starts from the server. */
export function BudgetPanel(props: BudgetPanelProps) {
  return props.open ? <OpenBudgetPanel {...props} /> : null;
}

const OpenBudgetPanel = observer(function OpenBudgetPanel({ lines, batch = false, readOnly = false, onClose, onSaved }: BudgetPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mallContext } = useMallRuntime();
  // Made by the budget module over the bound BudgetApi: a tenant's rebind replaces core's endpoint here.
  const createStore = useService<BudgetPanelStoreFactory>(BudgetPanelStoreFactoryToken);
  const [store] = useState(() => createStore({ lines, batch, readOnly, ctx: mallContext() }));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const save = async () => {
    if (!(await store.save())) return;
    void message.success(t('budget.panel.saved'));
    await onSaved();
    onClose();
  };

  const tableErrors = store.errorsOf(undefined);
  const singleFailure = !batch ? store.outcomes.find((o) => o.success === 0) : undefined;
  return (
    <Drawer
      open
      size={BUDGET_PANEL_WIDTH}
      title={t(readOnly ? 'budget.panel.title-read-only' : 'budget.panel.title')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('budget.panel.close')}</Button>
          {!readOnly && (
            <Button type="primary" loading={store.saving} onClick={() => void save()}>
              {t('budget.panel.confirm')}
            </Button>
          )}
        </Flex>
      }
    >
      <Spin spinning={store.loading || store.saving} delay={SPINNER_DELAY_MS}>
        <Flex vertical gap={12}>
          {batch && <Alert type="warning" showIcon title={t('budget.batch.overwrite')} />}
          {batch && store.failedCount > 0 && <Alert type="error" showIcon role="alert" title={t('budget.batch.failed-count', { count: store.failedCount })} />}
          {singleFailure && <Alert type="error" showIcon role="alert" title={singleFailure.errorMessage ?? t('budget.panel.line-failed')} />}
          {tableErrors.map((e, i) => (
            <Alert key={i} type="error" showIcon role="alert" title={translateFieldMessage(t, e.message)} />
          ))}
          {!readOnly && (
            <Flex>
              <Button onClick={() => store.addRow()}>{t('budget.panel.new')}</Button>
            </Flex>
          )}
          <BudgetRowsTable store={store} />
        </Flex>
      </Spin>
    </Drawer>
  );
});
