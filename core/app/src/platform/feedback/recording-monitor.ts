import { injectable } from 'inversify';
import type { Monitor, MonitorClass } from './monitor';

/** A Monitor for tests: keeps every report. */
@injectable()
export class RecordingMonitor implements Monitor {
  readonly reports: { readonly error: unknown; readonly class: MonitorClass }[] = [];

  report(error: unknown, context: { readonly class: MonitorClass }): void {
    this.reports.push({ error, class: context.class });
  }
}
