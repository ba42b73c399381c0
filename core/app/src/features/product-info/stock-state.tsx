import { stockDisplay } from '@mall/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The stock cell by the domain rule: a dash, the count when in stock above 0, or a state label. */
export function StockState({ state, count, receiveMode }: { state: number | undefined; count?: number; receiveMode?: boolean }) {
  const { t } = useTranslation();
  const display = stockDisplay(state, { count, receiveMode });
  if (display.kind === 'dash') return <Typography.Text>-</Typography.Text>;
  if (display.kind === 'count') return <Typography.Text>{t('product.stock.count', { count: display.count })}</Typography.Text>;
  return <Typography.Text>{t(display.message.key, display.message.params)}</Typography.Text>;
}
