import type { ReactNode } from 'react';

/** Level of a notification, as antd names its icons. */
export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';

/** Where notifications appear: the spec puts them bottom-right or at the top. */
export type NotifyPlacement = 'top' | 'topRight' | 'bottomRight';

export interface NotifyOptions {
  readonly placement?: NotifyPlacement;
  /** How long it stays; 2500 ms unless given (spec 1 section 9). */
  readonly durationMs?: number;
}

/** Default notification duration of spec 1 section 9. */
export const NOTIFY_DURATION_MS = 2500;

/**
 * Shows notifications and dialogs. Texts arrive translated; the Notifier only presents them.
 * Injected as TYPES.Notifier: antd in the browser, a recorder in tests.
 */
export interface Notifier {
  notify(level: NotifyLevel, text: string, options?: NotifyOptions): void;
  /** A warning dialog with one button, for messages the buyer should not miss. */
  warningDialog(title: string, text: string, detail?: ReactNode): void;
  /** The 509 dialog: the system is busy; its confirm button runs `onOk`. */
  busyDialog(text: string, onOk: () => void): void;
  /** A confirm dialog; resolves true on OK and false on cancel. `detail` shows under the text (an outcome's table or list). */
  confirm(title: string, text: string, detail?: ReactNode): Promise<boolean>;
}
