import type { UserConfig } from '@mall/domain';

/**
 * Procurement platform addresses (spec 1 section 2 "Procurement-platform redirects"). The
 * spec names the pages, not their paths; these paths are this mall's choice: the base is
 * webConfig.srmUrl (else localSrmUrl), the detail uses the old link style under sprmOldLinkFlag.
 */
export interface ProcurementLinks {
  detail(prHeaderId: number): string;
  list(lotNum?: string): string;
}

export function procurementLinks(config: UserConfig): ProcurementLinks | undefined {
  const base = (config.webConfig?.srmUrl || config.webConfig?.localSrmUrl)?.replace(/\/+$/, '');
  if (!config.redirectToSrm || !base) return undefined;
  const old = config.sprmOldLinkFlag === 1;
  return {
    detail: (id) => (old ? `${base}/sprm/purchase-requisition/detail/${id}` : `${base}/app/sprm/pr-detail/${id}`),
    list: (lotNum) => `${base}/app/sprm/pr-list${lotNum ? `?lotNum=${encodeURIComponent(lotNum)}` : ''}`,
  };
}
