import { defineExtensionPoint, type Contribution } from '../extension-point';

/**
 * Typed tenant settings. Core declares these; a plugin sets values with `ctx.settings({...})`.
 * A shared plugin declaring its own settings augments this interface and contributes a
 * {@link SettingDefinition} for each key.
 * @public
 */
export interface MallSettings {
  /** `NO_JUMP` navigates in place instead of opening a new tab (spec 1 section 2). */
  pageJump: 'NEW_TAB' | 'NO_JUMP';
  /** How a new cart line's needed date is filled: empty, or today plus a number of days. */
  needDateDefault: { readonly mode: 'empty' } | { readonly mode: 'delivery-cycle'; readonly extraDays: number; readonly withoutCycleDays: number };
  /** Tax rate used where a tenant shows tax-included amounts the server did not compute. */
  taxRate: number;
  /** Field names hidden on top of the user config's hide list. */
  hiddenFields: readonly string[];
  /** Largest amount of one cart line; the quantity cap is floor(amount / latest price). */
  maxLineAmount: number;
  /**
   * Whether a buyer may create a receiving address from an address picker (spec 1 section 5
   * "Address form"); off hides "New address" there. Editing existing addresses is unaffected.
   */
  enableCreateReceiverAddress: boolean;
  /**
   * Whether orders of catalogue goods offer a payment method too (optional there; orders with
   * other goods always ask for one). A tenant whose rules read the payment method of catalogue
   * orders (the financial group's balance check of method 4) switches it on.
   */
  cataloguePaymentMethod: boolean;
}

/**
 * Declares one setting and its default.
 * @public
 */
export interface SettingDefinition<K extends keyof MallSettings = keyof MallSettings> extends Contribution {
  readonly id: K;
  readonly defaultValue: MallSettings[K];
  readonly description: string;
}

/**
 * `settings`: typed settings with defaults, keyed by name.
 * @public
 */
export const settings = defineExtensionPoint<SettingDefinition>('settings', {
  merge: 'keyed',
  description:
    'Typed tenant settings with defaults (page jump, need-date default policy, tax rate, hidden fields, line amount cap, creating a receiving address from the picker, a payment method on catalogue orders). Core declares each with its default; a plugin sets values through ctx.settings().',
  contract: '{ id: setting name, defaultValue, description }',
});
