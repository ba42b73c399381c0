/** How an error is filed in monitoring, so server faults and business failures are counted apart. */
export type MonitorClass = 'network' | 'server-fault' | 'business-error' | 'program-error' | (string & {});

/** Reports errors to monitoring. TYPES.Monitor. */
export interface Monitor {
  report(error: unknown, context: { readonly class: MonitorClass }): void;
}
