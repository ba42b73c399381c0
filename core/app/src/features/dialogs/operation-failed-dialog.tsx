import type { OperationFailedDialogProps } from '@mall/sdk';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec 1 screen 8: lists the empty required fields and asks the buyer to contact the administrator. */
export function OperationFailedDialog({ open, fields, onClose }: OperationFailedDialogProps) {
  const { t } = useTranslation();
  const list = fields.join(t('dialogs.list-separator'));
  return (
    <Modal open={open} title={t('dialogs.operation-failed.title')} onOk={onClose} onCancel={onClose} okText={t('dialogs.ok')} cancelButtonProps={{ style: { display: 'none' } }}>
      <p role="alert">{t('dialogs.operation-failed.message', { list })}</p>
    </Modal>
  );
}
