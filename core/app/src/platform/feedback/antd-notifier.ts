import type { useAppProps } from 'antd/es/app/context';
import { injectable } from 'inversify';
import { createElement, type ReactNode } from 'react';
import { NOTIFY_DURATION_MS, type Notifier, type NotifyLevel, type NotifyOptions } from './notifier';

/** The antd instances `App.useApp()` hands out: they read the ConfigProvider (theme, locale). */
export type FeedbackApi = Pick<useAppProps, 'notification' | 'modal'>;

/** Receives the antd instances from `<FeedbackBridge/>`; returns the detach function. */
export interface FeedbackSink {
  attach(api: FeedbackApi): () => void;
  /** Calls `listener` when something waits for the instances (at once if something already does); returns the unsubscribe. */
  onWanted(listener: () => void): () => void;
}

export const FeedbackSinkToken = Symbol.for('mall.FeedbackSink');

/** Spec 3 section 9: a warning dialog with a table is 560 wide. */
const DETAIL_DIALOG_WIDTH = 560;

/** The text with an outcome's table or list under it. */
function withDetail(text: string, detail: ReactNode): ReactNode {
  return detail ? createElement('div', null, createElement('p', null, text), detail) : text;
}

/**
 * The browser Notifier. antd 6's static `notification` and `Modal` ignore ConfigProvider, so
 * this waits for the instances of `App.useApp()`; what is shown before the bridge mounts (an
 * error during session start) is queued and shown once it does.
 */
@injectable()
export class AntdNotifierImpl implements Notifier, FeedbackSink {
  private api: FeedbackApi | undefined;
  private queue: ((api: FeedbackApi) => void)[] = [];
  private readonly wanted = new Set<() => void>();

  attach(api: FeedbackApi): () => void {
    this.api = api;
    const pending = this.queue;
    this.queue = [];
    for (const show of pending) show(api);
    return () => {
      if (this.api === api) this.api = undefined;
    };
  }

  onWanted(listener: () => void): () => void {
    this.wanted.add(listener);
    if (this.queue.length > 0) listener();
    return () => void this.wanted.delete(listener);
  }

  notify(level: NotifyLevel, text: string, options: NotifyOptions = {}): void {
    this.run((api) =>
      api.notification.open({
        // Keyed by what it says: the same notice shown again while open replaces itself (a
        // submit that failed twice stacked 'please fill in the required fields' over the fields).
        key: `${level}:${text}`,
        type: level,
        title: text,
        placement: options.placement ?? 'bottomRight',
        duration: (options.durationMs ?? NOTIFY_DURATION_MS) / 1000,
      }),
    );
  }

  warningDialog(title: string, text: string, detail?: ReactNode): void {
    this.run((api) => void api.modal.warning({ title, content: withDetail(text, detail), ...(detail ? { width: DETAIL_DIALOG_WIDTH } : {}) }));
  }

  busyDialog(text: string, onOk: () => void): void {
    this.run((api) => void api.modal.warning({ title: text, onOk }));
  }

  confirm(title: string, text: string, detail?: ReactNode): Promise<boolean> {
    return new Promise((resolve) => {
      this.run(
        (api) =>
          void api.modal.confirm({
            title,
            content: withDetail(text, detail),
            ...(detail ? { width: DETAIL_DIALOG_WIDTH } : {}),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
      );
    });
  }

  private run(show: (api: FeedbackApi) => void): void {
    if (this.api) {
      show(this.api);
      return;
    }
    this.queue.push(show);
    for (const listener of this.wanted) listener();
  }
}
