import type { Contribution, ExtensionPoint } from '@mall/sdk';
import { Space } from 'antd';
import type { ComponentType } from 'react';
import { Permission } from '../platform/permissions';
import { SlotBoundary } from '../platform/plugin-host';
import { useMallRuntime } from './mall-runtime';

/** An action point's contribution: a component drawing its button, optionally behind a permission. */
export interface ActionContribution<P> extends Contribution {
  readonly permission?: string;
  readonly component: ComponentType<P>;
}

/**
 * The actions an action point holds (core's and the tenant's) for one place, as My orders and My
 * requests draw them: those `offered` says apply, each behind its permission (denied: hidden, or
 * disabled by its controllerType), each inside its own error boundary.
 */
export function PointActions<P extends object, C extends ActionContribution<P>>({ point, props, offered, gap = 0 }: {
  point: ExtensionPoint<C>;
  props: P;
  offered: (action: C) => boolean;
  gap?: number;
}) {
  const { host } = useMallRuntime();
  const entries = host.explain(point.id);
  const actions = host.get(point);
  return (
    <Space wrap size={[gap, gap]}>
      {actions.map((action, i) => {
        if (!offered(action)) return null;
        const Action = action.component;
        const drawn = (
          <SlotBoundary key={action.id} host={host} pointId={point.id} contributionId={action.id} pluginId={entries[i]?.pluginId ?? 'unknown'}>
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
