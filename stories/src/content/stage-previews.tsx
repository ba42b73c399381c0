import { MallStage, SlotBoundary, type PluginHost } from '@mall/core';
import type { CartFooterSlotProps, OrderHeaderExtrasSlotProps, ProductDetailAsideSlotProps, RouteContribution, SlotContribution, TopBarExtraSlotProps, TopBarLinksSlotProps, TopBarSearchSlotProps } from '@mall/sdk';
import { Alert } from 'antd';
import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { emptyOrder } from './probe-messages';

/** Props each slot point's components receive on catalogue pages: an empty cart, a demo order. */
const sampleSlotProps: Readonly<Record<string, object>> = {
  'slots.cart.footer': { lines: [], selected: [] } satisfies CartFooterSlotProps,
  'slots.product-detail.aside': { productId: 1001, sourceFrom: 'CATA' } satisfies ProductDetailAsideSlotProps,
  'slots.order.header-extras': { order: emptyOrder, index: 0 } satisfies OrderHeaderExtrasSlotProps,
  'slots.top-bar.extra': {} satisfies TopBarExtraSlotProps,
  'slots.top-bar.links': { home: '/' } satisfies TopBarLinksSlotProps,
  'slots.top-bar.search': { home: '/' } satisfies TopBarSearchSlotProps,
};

/** The sample props of a slot point, shown beside the rendering so a reviewer knows what it got. */
export function sampleSlotPropsOf(pointId: string): object {
  return sampleSlotProps[pointId] ?? {};
}

/** One slot contribution rendered live in a started mall, inside the same boundary the app uses. */
export function SlotPreview({ host, pointId, contribution, pluginId }: { host: PluginHost; pointId: string; contribution: SlotContribution<object>; pluginId: string }) {
  const SlotComponent = contribution.component;
  return (
    <div data-slot-preview={contribution.id} style={{ border: '1px dashed #d9d9d9', padding: 8 }}>
      <MallStage host={host}>
        <SlotBoundary host={host} pointId={pointId} contributionId={contribution.id} pluginId={pluginId}>
          <SlotComponent {...sampleSlotPropsOf(pointId)} />
        </SlotBoundary>
      </MallStage>
    </div>
  );
}

/** Shows a page that failed to load or render instead of taking the catalogue page down. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <Alert type="error" title="The page failed to render" description={this.state.error.message} /> : this.props.children;
  }
}

/** A route's page rendered at its path in a started mall; its calls fail, as no gateway is there. */
export function RoutePreview({ host, route }: { host: PluginHost; route: RouteContribution }) {
  const Page = useMemo(() => lazy(route.load) as ComponentType, [route]);
  return (
    <div data-route-preview={route.path} style={{ border: '1px dashed #d9d9d9', padding: 8, maxHeight: 480, overflow: 'auto' }}>
      <PreviewBoundary>
        <MallStage host={host} path={route.path}>
          <Suspense fallback={<p>Loading the page…</p>}>
            <Page />
          </Suspense>
        </MallStage>
      </PreviewBoundary>
    </div>
  );
}
