import type { MessageRef } from '@mall/sdk';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../fields';

/** A cell's or field's error under its input. */
export function FieldErrorText({ message }: { message?: MessageRef }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }} role="alert">
      {translateFieldMessage(t, message)}
    </Typography.Text>
  );
}
