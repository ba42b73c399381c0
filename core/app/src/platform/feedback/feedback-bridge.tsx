import { App } from 'antd';
import { useEffect } from 'react';
import type { FeedbackSink } from './antd-notifier';

/**
 * Hands antd's context-aware notification and modal instances to the Notifier. The shell
 * mounts it once inside antd's `<App>` (itself inside the ConfigProvider).
 */
export function FeedbackBridge({ sink }: { sink: FeedbackSink }) {
  const { notification, modal } = App.useApp();
  useEffect(() => sink.attach({ notification, modal }), [sink, notification, modal]);
  return null;
}
