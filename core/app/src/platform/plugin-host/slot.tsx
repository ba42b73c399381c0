import type { ExtensionPoint, SlotContribution } from '@mall/sdk';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { PluginHost } from './plugin-host';

interface BoundaryProps {
  readonly host: PluginHost;
  readonly pointId: string;
  readonly contributionId: string;
  readonly pluginId: string;
  readonly children: ReactNode;
}

/** Contains one slot component: if it throws, it renders nothing and the host reports it. */
export class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.host.report({
      pluginId: this.props.pluginId,
      kind: 'slot-failed',
      message: `${this.props.pointId} / ${this.props.contributionId}: ${error.message}`,
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders every effective contribution of a slot point, each inside its own boundary. */
export function Slot<P extends object>({ host, point, props }: { host: PluginHost; point: ExtensionPoint<SlotContribution<P>>; props: P }) {
  const entries = host.explain(point.id);
  const contributions = host.get(point);
  return (
    <>
      {contributions.map((c, i) => {
        const SlotComponent = c.component;
        return (
          <SlotBoundary key={c.id} host={host} pointId={point.id} contributionId={c.id} pluginId={entries[i]?.pluginId ?? 'unknown'}>
            <SlotComponent {...props} />
          </SlotBoundary>
        );
      })}
    </>
  );
}
