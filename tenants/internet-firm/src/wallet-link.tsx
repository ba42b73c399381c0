import { HttpClientToken, useMallService, useMessage, type TopBarLinksSlotProps } from '@mall/sdk';
import { useEffect, useState } from 'react';

/** The wallet-transfer call (a scripted marmot-api call, spec 3 section 7); it answers the wallet's URL or nothing. */
export const WALLET_TRANSFER_PATH = '/marmot/v1/{org}/marmot-api/wallet-transfer';

/**
 * 'My wallet' in the top bar's quick links, shown only when the wallet-transfer call returns a
 * URL (spec 3, internet firm). A failed call shows nothing and no error: the link is optional.
 */
export function WalletLink(_props: TopBarLinksSlotProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    http.request<{ url?: string | null }>('GET', WALLET_TRANSFER_PATH, { silent: true, signal: controller.signal }).then(
      (answer) => setUrl(typeof answer?.url === 'string' && /^https?:\/\//.test(answer.url) ? answer.url : undefined),
      () => setUrl(undefined),
    );
    return () => controller.abort();
  }, [http]);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" style={{ whiteSpace: 'nowrap' }}>
      {t('internet-firm.my-wallet')}
    </a>
  );
}
