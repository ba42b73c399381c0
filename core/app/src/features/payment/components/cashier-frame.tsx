import { useTranslation } from 'react-i18next';

/**
 * A cashier the gateway answered as HTML: shown in a sandboxed frame so its scripts cannot
 * reach the mall's token; it may still submit its form and move the top page to the result.
 */
export function CashierFrame({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      title={t('payment.pay-online.cashier')}
      srcDoc={html}
      sandbox="allow-forms allow-scripts allow-top-navigation-by-user-activation"
      style={{ width: '100%', minHeight: 480, border: 'none' }}
    />
  );
}
