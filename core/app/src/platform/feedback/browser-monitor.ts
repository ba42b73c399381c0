import { injectable } from 'inversify';
import type { Monitor, MonitorClass } from './monitor';

/** Event a monitoring agent listens to on `window`; the app ships without a vendor SDK. */
export const MONITOR_EVENT = 'mall:monitor';

export interface MonitorEventDetail {
  readonly error: unknown;
  readonly class: MonitorClass;
}

/** Logs to the console and raises {@link MONITOR_EVENT} for whatever agent the deployment adds. */
@injectable()
export class BrowserMonitorImpl implements Monitor {
  report(error: unknown, context: { readonly class: MonitorClass }): void {
    console.error(`[${context.class}]`, error);
    window.dispatchEvent(new CustomEvent<MonitorEventDetail>(MONITOR_EVENT, { detail: { error, class: context.class } }));
  }
}
