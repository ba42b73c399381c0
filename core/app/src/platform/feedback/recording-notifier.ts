import { injectable } from 'inversify';
import type { ReactNode } from 'react';
import type { Notifier, NotifyLevel, NotifyOptions } from './notifier';

export type NotifierEntry =
  | { readonly kind: 'notify'; readonly level: NotifyLevel; readonly text: string; readonly options?: NotifyOptions }
  | { readonly kind: 'warning-dialog'; readonly title: string; readonly text: string; readonly detail?: ReactNode }
  | { readonly kind: 'busy-dialog'; readonly text: string; readonly onOk: () => void }
  | { readonly kind: 'confirm'; readonly title: string; readonly text: string; readonly detail?: ReactNode };

/** A Notifier for tests: records what would be shown; `confirm` answers `confirmAnswer`. */
@injectable()
export class RecordingNotifier implements Notifier {
  readonly entries: NotifierEntry[] = [];
  confirmAnswer = true;

  notify(level: NotifyLevel, text: string, options?: NotifyOptions): void {
    this.entries.push({ kind: 'notify', level, text, ...(options ? { options } : {}) });
  }

  warningDialog(title: string, text: string, detail?: ReactNode): void {
    this.entries.push({ kind: 'warning-dialog', title, text, ...(detail ? { detail } : {}) });
  }

  busyDialog(text: string, onOk: () => void): void {
    this.entries.push({ kind: 'busy-dialog', text, onOk });
  }

  /** Answers `confirmAnswers` in turn while any are left, then `confirmAnswer`. */
  confirmAnswers: boolean[] = [];

  confirm(title: string, text: string, detail?: ReactNode): Promise<boolean> {
    this.entries.push({ kind: 'confirm', title, text, ...(detail ? { detail } : {}) });
    return Promise.resolve(this.confirmAnswers.shift() ?? this.confirmAnswer);
  }

  /** The texts shown, in order, whatever the kind. */
  texts(): string[] {
    return this.entries.map((e) => e.text);
  }
}
