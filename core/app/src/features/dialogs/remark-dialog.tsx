import type { RemarkDialogProps } from '@mall/sdk';
import { Form, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Remark entry (spec 1 screen 6) with a length counter; `required` and `maxLength` come from
 * the caller. Text over the limit is kept (and counted in red) rather than cut off, so nothing
 * the buyer pasted is lost; OK then says what is wrong next to the field.
 */
export function RemarkDialog({ open, title, fieldName, initialValue = '', required = false, maxLength, onOk, onCancel }: RemarkDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialValue);
  const [error, setError] = useState<string | undefined>();
  const field = fieldName ?? t('dialogs.remark.label');

  useEffect(() => {
    if (open) {
      setText(initialValue);
      setError(undefined);
    }
  }, [open, initialValue]);

  const validate = (value: string): string | undefined => {
    if (required && value.trim() === '') return t('dialogs.remark.required', { field });
    if (maxLength !== undefined && value.length > maxLength) return t('dialogs.remark.too-long', { field, max: maxLength });
    return undefined;
  };

  const confirm = () => {
    const problem = validate(text);
    setError(problem);
    if (!problem) onOk(text.trim());
  };

  return (
    <Modal open={open} title={title ?? t('dialogs.remark.title')} okText={t('dialogs.ok')} cancelText={t('dialogs.cancel')} onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label={field} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            id={id}
            value={text}
            autoFocus
            rows={4}
            placeholder={t('dialogs.remark.placeholder')}
            count={{ show: true, max: maxLength }}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(validate(e.target.value));
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
