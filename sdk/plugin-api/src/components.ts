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

/**
 * Props of core's remark-entry dialog ({@link RemarkDialogToken}, spec 1 screen 6).
 * @public
 */
export interface RemarkDialogProps {
  readonly open: boolean;
  /** Dialog title; defaults to 'Remark'. */
  readonly title?: string;
  /** The field's label, also named in the validation messages; defaults to 'Remark'. */
  readonly fieldName?: string;
  readonly initialValue?: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  /** Receives the text as entered (trimmed) when it validates. */
  readonly onOk: (remark: string) => void;
  readonly onCancel: () => void;
}

/**
 * Core's remark-entry dialog with a length counter; `required` and `maxLength` come from the
 * caller: `const RemarkDialog = useMallService(RemarkDialogToken)`.
 * @public
 */
export const RemarkDialogToken = defineServiceToken<ComponentType<RemarkDialogProps>>('RemarkDialog');

/**
 * Props of core's countdown dialog ({@link CountdownDialogToken}, spec 1 screen 7).
 * @public
 */
export interface CountdownDialogProps {
  readonly open: boolean;
  readonly message: ReactNode;
  /** Seconds before the dialog closes itself; defaults to 3. */
  readonly seconds?: number;
  readonly title?: string;
  /** Runs once after the dialog closes, whether the countdown ran out or the buyer closed it. */
  readonly onDone: () => void;
}

/**
 * Core's countdown dialog: shows a message, closes itself after the seconds, then runs `onDone`.
 * @public
 */
export const CountdownDialogToken = defineServiceToken<ComponentType<CountdownDialogProps>>('CountdownDialog');

/**
 * Props of core's operation-failed dialog ({@link OperationFailedDialogToken}, spec 1 screen 8).
 * @public
 */
export interface OperationFailedDialogProps {
  readonly open: boolean;
  /** Display names of the required fields that are empty. */
  readonly fields: readonly string[];
  readonly onClose: () => void;
}

/**
 * Core's operation-failed dialog: 'operation failed, required fields {list} are empty, please
 * contact the administrator', for a tenant page that finds configuration the buyer cannot fix.
 * @public
 */
export const OperationFailedDialogToken = defineServiceToken<ComponentType<OperationFailedDialogProps>>('OperationFailedDialog');
