import { message, Modal, notification } from 'antd';
import { useEffect, useMemo } from 'react';
import type { AppFeedback } from './deferred-feedback';

export type MessageConfig = Parameters<typeof message.useMessage>[0];

/**
 * antd's message, notification and modal hooks with their holders: what antd's `<App>` renders
 * inside itself. Its own chunk (antd Modal, notification and message are about 57 kB before
 * gzip), mounted by `FeedbackApp` beside the page.
 */
export default function FeedbackHolders({ messageConfig, onReady }: { messageConfig: MessageConfig; onReady: (api: AppFeedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage(messageConfig);
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  const api = useMemo(() => ({ message: messageApi, notification: notificationApi, modal: modalApi }), [messageApi, notificationApi, modalApi]);
  useEffect(() => onReady(api), [api, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
