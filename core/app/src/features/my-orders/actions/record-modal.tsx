import { Alert, Button, Empty, Modal, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';

/**
 * A link button opening a read-only record (document flow, approval record...) in a modal. The
 * content is rendered only while open, so its query runs when the buyer asks for it.
 */
export function RecordButton({ label, title, children }: { label: string; title: string; children: () => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={title} onCancel={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>{t('my-orders.record.close')}</Button>} destroyOnHidden width={640}>
        {open ? children() : null}
      </Modal>
    </>
  );
}

/** Loading, error and empty states of a record query, then its content. */
export function RecordState<T>({ data, error, render }: { data: T[] | undefined; error: unknown; render: (rows: T[]) => ReactNode }) {
  const { t } = useTranslation();
  if (error) return <Alert type="error" showIcon message={errorText(error, t)} />;
  if (!data) return <Spin delay={500} style={{ display: 'block', margin: '24px auto' }} />;
  if (data.length === 0) return <Empty description={t('my-orders.record.empty')} />;
  return <>{render(data)}</>;
}
