import { cartQuantityRule, cartSelectionRules, type MallContext } from '@mall/sdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { checkSelection } from '../cart-selection';
import { CartStoreToken, type CartStore, type SelectionCheck } from '../cart-store';

/** What every cart component needs: the store, the effective rules and the mall context. */
export function useCartEnv() {
  const runtime = useMallRuntime();
  const store = useService<CartStore>(CartStoreToken);
  const { t } = useTranslation();
  return useMemo(() => {
    const ctx: MallContext = runtime.mallContext();
    const rules = runtime.host.get(cartSelectionRules);
    const sources = runtime.host.explain(cartSelectionRules.id);
    const check: SelectionCheck = (selected, candidate) => checkSelection(rules, sources, selected, candidate, ctx);
    return { store, ctx, check, quantityRule: runtime.host.single(cartQuantityRule), host: runtime.host, t };
  }, [runtime, store, t]);
}
