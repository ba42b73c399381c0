import type { ExtensionPoint, SlotContribution } from '@mall/sdk';
import { Slot } from '../platform/plugin-host';
import { useMallRuntime } from '../shell/mall-runtime';

/** A slot point rendered as core's pages render it: every effective contribution of the started mall's host, each in its boundary. */
export function MallSlot<P extends object>({ point, props }: { point: ExtensionPoint<SlotContribution<P>>; props: P }) {
  return <Slot host={useMallRuntime().host} point={point} props={props} />;
}
