import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A code the buyer may need elsewhere (an order or payment number) with a copy action; a copy
 * says 'copy succeeded' (spec 1 section 8).
 */
export function CopyableCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Typography.Text
      copyable={{
        text: code,
        tooltips: [t('shell.copy.label', { value: code }), t('shell.copy.succeeded')],
        onCopy: () => void message.success(t('shell.copy.succeeded')),
      }}
    >
      {code}
    </Typography.Text>
  );
}
