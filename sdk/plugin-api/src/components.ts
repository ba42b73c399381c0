import type { CartLine } from '@mall/domain';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { defineServiceToken, type ServiceResolver, type ServiceToken } from './services';

/**
 * The services of the running mall as React sees them. Core's shell provides it around every
 * page; a plugin reads it through {@link useMallService}, never directly.
 * @public
 */
export const MallServicesContext = createContext<ServiceResolver | undefined>(undefined);

/**
 * A core service or building block by token, from inside a plugin's component (a page, a slot).
 * Throws outside the mall's shell, so a page rendered without it fails loudly.
 * @public
 */
export function useMallService<T>(token: ServiceToken<T>): T {
  const services = useContext(MallServicesContext);
  if (!services) throw new Error(`useMallService(${token.name}) needs the mall shell's MallServicesContext above it`);
  return services.get(token);
}

/**
 * A column a plugin adds to core's cart table, after core's own columns and before the actions.
 * Give the array a stable identity (a module constant) so the table builds its columns once.
 * @public
 */
export interface CartExtraColumn {
  /** Unique within the table, for example `scuxStockQuantity`. */
  readonly key: string;
  /** Message key of the column title. */
  readonly titleKey: string;
  /** Column width in pixels. Default 110. */
  readonly width?: number;
  readonly align?: 'left' | 'right' | 'center';
  /** The cell of one cart line (group header rows never reach it). */
  readonly render: (line: CartLine) => ReactNode;
}

/**
 * Props of core's cart view ({@link CartViewToken}).
 * @public
 */
export interface CartViewProps {
  /** Message key of the page title. Default core's `cart.title`. */
  readonly titleKey?: string;
  /** Columns added to core's cart table; keep the array's identity stable across renders. */
  readonly extraColumns?: readonly CartExtraColumn[];
}

/**
 * Core's whole cart (loading, grouping, selection rules, line editors, budget links, footer) as
 * a component, so a tenant replacing the `/cart` route builds its page from core's cart instead
 * of copying it: `const CartView = useMallService(CartViewToken)`.
 * @public
 */
export const CartViewToken = defineServiceToken<ComponentType<CartViewProps>>('CartView');
