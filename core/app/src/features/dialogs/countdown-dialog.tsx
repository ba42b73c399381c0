import type { CountdownDialogProps } from '@mall/sdk';
import { Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A message with a seconds countdown (spec 1 screen 7): closes itself, then runs the callback. */
export function CountdownDialog({ open, message, seconds = 3, title, onDone }: CountdownDialogProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const [visible, setVisible] = useState(open);
  const done = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!open) return;
    done.current = false;
    setLeft(seconds);
    setVisible(true);
  }, [open, seconds]);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    setVisible(false);
    onDoneRef.current();
  };

  useEffect(() => {
    if (!visible) return;
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, [visible]);

  useEffect(() => {
    if (visible && left <= 0) finish();
  }, [visible, left]);

  return (
    <Modal open={open && visible} title={title ?? t('dialogs.countdown.title')} onCancel={finish} onOk={finish} okText={t('dialogs.ok')} cancelButtonProps={{ style: { display: 'none' } }}>
      <div>{message}</div>
      <Typography.Text type="secondary" role="timer">
        {t('dialogs.countdown.closing', { seconds: Math.max(left, 0) })}
      </Typography.Text>
    </Modal>
  );
}
