import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from './price-history';

/**
 * The price history drawn by recharts (loaded lazily: see price-history.tsx). A step line,
 * since a price holds from one change to the next.
 */
export default function PriceChart({ points, priceLabel }: { points: readonly PricePoint[]; priceLabel: string }) {
  return (
    <div data-testid="price-chart" role="img" aria-label={`${priceLabel}: ${points.map((p) => `${p.changeDate} ${p.price}`).join(', ')}`}>
      <LineChart width={380} height={200} data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="changeDate" tick={{ fontSize: 11 }} />
        <YAxis tick={{ fontSize: 11 }} domain={['auto', 'auto']} />
        <Tooltip formatter={(value) => [`${points[0]?.currencyCode ?? ''} ${String(value)}`, priceLabel]} />
        <Line type="stepAfter" dataKey="price" name={priceLabel} stroke="#1677ff" dot isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
