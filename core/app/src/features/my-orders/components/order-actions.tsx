import { orderListActions, type OrderActionProps } from '@mall/sdk';
import { Space } from 'antd';
import { Permission } from '../../../platform/permissions';
import { SlotBoundary } from '../../../platform/plugin-host';
import { useMallRuntime } from '../../../shell/mall-runtime';

/**
 * The actions of one order, as `order-list.actions` holds them (core's and the tenant's): each
 * drawn when the order offers it, behind its permission, inside its own error boundary.
 */
export function OrderActions(props: OrderActionProps) {
  const { host } = useMallRuntime();
  const entries = host.explain(orderListActions.id);
  const actions = host.get(orderListActions);
  return (
    <Space wrap size={[4, 4]}>
      {actions.map((action, i) => {
        if (action.when && !action.when(props.order)) return null;
        const Action = action.component;
        const drawn = (
          <SlotBoundary key={action.id} host={host} pointId={orderListActions.id} contributionId={action.id} pluginId={entries[i]?.pluginId ?? 'unknown'}>
            <Action {...props} />
          </SlotBoundary>
        );
        return action.permission ? (
          <Permission key={action.id} code={action.permission}>
            {drawn}
          </Permission>
        ) : (
          drawn
        );
      })}
    </Space>
  );
}
