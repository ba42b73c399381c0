import { cartLineFields, cartQuantityRule, cartSelectionRules, type CartQuantityRule, type FieldSchema, type MallContext } from '@mall/sdk';
import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginHost } from '../../../platform/plugin-host';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { checkSelection } from '../cart-selection';
import { CartStoreToken, type CartStore, type SelectionCheck } from '../cart-store';

/** What every cart component needs: the store, the effective rules and the mall context. */
export interface CartEnv {
  readonly store: CartStore;
  readonly ctx: MallContext;
  readonly check: SelectionCheck;
  readonly quantityRule: CartQuantityRule | undefined;
  readonly fields: readonly FieldSchema[];
  readonly host: PluginHost;
  readonly t: TFunction;
}

const CartEnvContext = createContext<CartEnv | undefined>(undefined);

/** The page provides one env; rows read it instead of asking the host again per row. */
export const CartEnvProvider = CartEnvContext.Provider;

/**
 * Builds the env once for the page: the effective rules and their sources are read from the
 * plugin host here, never per row or per click.
 */
export function useCartEnvValue(): CartEnv {
  const runtime = useMallRuntime();
  const store = useService<CartStore>(CartStoreToken);
  const { t } = useTranslation();
  return useMemo(() => {
    const ctx: MallContext = runtime.mallContext();
    const rules = runtime.host.get(cartSelectionRules);
    const sources = runtime.host.explain(cartSelectionRules.id);
    const check: SelectionCheck = (selected, candidate) => checkSelection(rules, sources, selected, candidate, ctx);
    const fields = runtime.host.get(cartLineFields).map((c) => c.field);
    return { store, ctx, check, quantityRule: runtime.host.single(cartQuantityRule), fields, host: runtime.host, t };
  }, [runtime, store, t]);
}

export function useCartEnv(): CartEnv {
  const env = useContext(CartEnvContext);
  if (!env) throw new Error('cart components need the CartEnvProvider of the cart page');
  return env;
}
