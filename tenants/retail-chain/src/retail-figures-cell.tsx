import { useMessage, type CartLine } from '@mall/sdk';
import { theme } from 'antd';
import type { RetailFigure } from './retail-cart-columns';

/** A cart line's store stock and surcharges as a labelled list: label left, figure right. */
export function RetailFiguresCell({ line, figures }: { line: CartLine; figures: readonly RetailFigure[] }) {
  const t = useMessage();
  const { token } = theme.useToken();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 8, margin: 0, fontSize: token.fontSizeSM, lineHeight: 1.6 }}>
      {figures.map((figure) => (
        <div key={figure.labelKey} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{t(figure.labelKey)}</dt>
          <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{figure.value(line)}</dd>
        </div>
      ))}
    </dl>
  );
}
