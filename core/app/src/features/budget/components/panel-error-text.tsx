import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../fields';
import type { PanelError } from '../budget-panel-store';

/** The findings for one cell, product or row, read out when they appear. */
export function PanelErrorText({ errors }: { errors: readonly PanelError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div role="alert">
      {errors.map((e, i) => (
        <Typography.Text key={i} type="danger" style={{ display: 'block', fontSize: 12 }}>
          {translateFieldMessage(t, e.message)}
        </Typography.Text>
      ))}
    </div>
  );
}
