import { HttpClientToken, useMallService, useMessage, type ProductDetailAsideSlotProps } from '@mall/sdk';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';

/** One price change of a product, as `price-changes/{skuType}/price-history/{skuId}` answers it. */
export interface PricePoint {
  readonly changeDate: string;
  readonly price: number;
  readonly currencyCode: string;
}

// The charting library loads only when a product detail shows a history, never with the mall's entry.
const PriceChart = lazy(() => import('./price-chart'));

/** The product's price history as a line chart beside the product detail (spec 3 section 7). */
export function PriceHistory({ productId, sourceFrom }: ProductDetailAsideSlotProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const [points, setPoints] = useState<PricePoint[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    setPoints(undefined);
    setFailed(false);
    http
      .request<PricePoint[]>('GET', `/sagm/v1/{org}/price-changes/${encodeURIComponent(sourceFrom || 'CATA')}/price-history/${productId}`, { signal: abort.signal, silent: true })
      .then(setPoints)
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [productId, sourceFrom, http]);
  return (
    <Card size="small" title={t('electronics-firm.price-history.title')} data-testid="price-history" style={{ width: '100%' }}>
      {failed ? <Alert type="warning" title={t('electronics-firm.price-history.failed')} /> : null}
      {!failed && points === undefined ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {points && points.length === 0 ? <Empty description={t('electronics-firm.price-history.empty')} /> : null}
      {points && points.length > 0 ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <PriceChart points={points} priceLabel={t('electronics-firm.price-history.price')} />
        </Suspense>
      ) : null}
    </Card>
  );
}
