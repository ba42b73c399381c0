import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from './price-history';

/**
 * The price history drawn by recharts (loaded lazily: see price-history.tsx). A step line,
 * since a price holds from one change to the next.
 */
export default function PriceChart({ points, priceLabel }: { points: readonly PricePoint[]; priceLabel: string }) {
  return (
    <div data-testid="price-chart" role="img" aria-label={`${priceLabel}: ${points.map((p) => `${p.changeDate} ${p.price}`).join(', ')}`}>
      {/* as wide as the aside column; the initial size draws before the first measure (and in tests) */}
      <ResponsiveContainer width="100%" height={180} initialDimension={{ width: 240, height: 180 }}>
        <LineChart data={[...points]} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="changeDate" tick={{ fontSize: 10 }} tickFormatter={(date: string) => date.slice(5)} />
          <YAxis tick={{ fontSize: 10 }} domain={['auto', 'auto']} />
          <Tooltip formatter={(value) => [`${points[0]?.currencyCode ?? ''} ${String(value)}`, priceLabel]} />
          <Line type="stepAfter" dataKey="price" name={priceLabel} stroke="#1677ff" dot isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
