import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

const TEN_THOUSAND = 10000;
/** The display is capped at 999 ten-thousands. */
export const SALES_VOLUME_CAP_TEN_THOUSANDS = 999;

/** Sales volume: the count up to 10000, above it whole ten-thousands with a plus ('10k+'), at most 999 of them. */
export function salesVolumeDisplay(volume: number | string | undefined): DomainMessage {
  const n = Math.max(0, Math.floor(Number(volume) || 0));
  if (n <= TEN_THOUSAND) return message('sales-volume.count', { count: n });
  return message('sales-volume.ten-thousands', { n: Math.min(Math.floor(n / TEN_THOUSAND), SALES_VOLUME_CAP_TEN_THOUSANDS) });
}
