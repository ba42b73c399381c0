import { lowerPriceRule } from '@mall/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../shell/services-context';
import { productDetailPath, usePersonalMall } from '../catalogue';
import { CompareServiceToken } from './compare-service';

/**
 * Spec 1 section 4 "Lower-price rule" before adding to the cart: NoRule goes on; WeakRule asks
 * (the buyer may go on); StrongRule blocks. Both prompts are titled 'tips' and link to the
 * cheaper product. Resolves true when the add may go on.
 */
export function useLowerPriceGate() {
  const api = useService(CompareServiceToken);
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const personal = usePersonalMall();
  return useCallback(
    async (productId: number): Promise<boolean> => {
      const info = await api.lower(productId);
      if (!info) return true;
      const outcome = lowerPriceRule(info, info.cheapestSkuId !== undefined && info.cheapestSkuId !== productId);
      if (outcome === 'NoRule') return true;
      // Modal content renders outside the page's providers, so it gets its texts ready-made.
      const content = (
        <div>
          <p>{t(outcome === 'StrongRule' ? 'compare.lower.strong' : 'compare.lower.weak')}</p>
          <a href={productDetailPath(info.cheapestSkuId!, info.cheapestSourceForm ?? 'CATA', personal)} target="_blank" rel="noreferrer">
            {info.cheapestSkuName ?? t('compare.lower.cheaper-product')}
          </a>
        </div>
      );
      if (outcome === 'StrongRule') {
        modal.warning({ title: t('lower-price.title'), content, okText: t('compare.lower.ok') });
        return false;
      }
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('lower-price.title'),
          content,
          okText: t('compare.lower.proceed'),
          cancelText: t('compare.lower.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [api, modal, t, personal],
  );
}
