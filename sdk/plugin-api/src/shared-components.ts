import type { ComponentType, Key, ReactNode } from 'react';
import { useMallService } from './components';
import { defineServiceToken } from './services';

/**
 * One language's text of a multi-language field.
 * @public
 */
export interface MultiLanguageText {
  /** Language code, for example `zh_CN`. */
  readonly code: string;
  readonly name: string;
  readonly value: string;
}

/**
 * Props of the multi-language edit modal ({@link MultiLanguageModalToken}, spec 2).
 * @public
 */
export interface MultiLanguageModalProps {
  readonly open: boolean;
  /** The field translated, for example `remark`. */
  readonly fieldName: string;
  /** The opaque key of the record (`_token`); without one the texts start empty and are not kept by the modal. */
  readonly recordToken?: string;
  /** Message key of the title; default the modal's own. */
  readonly titleKey?: string;
  /** Texts to start from (overrides the kept ones per language). */
  readonly initialValues?: Readonly<Record<string, string>>;
  /** The texts per language code, after each passed its limit (60 characters in Chinese, 120 otherwise). */
  readonly onOk: (values: Readonly<Record<string, string>>) => void;
  readonly onCancel: () => void;
}

/**
 * Core's multi-language edit modal: the tenant's languages (loaded once), one text per
 * language within the spec's limits, kept over `multi-language` when a record token is given.
 * @public
 */
export const MultiLanguageModalToken = defineServiceToken<ComponentType<MultiLanguageModalProps>>('MultiLanguageModal');

/**
 * A column of a table the buyer can arrange (order, width, visibility).
 * @public
 */
export interface PersonalColumn {
  readonly key?: Key;
  readonly width?: number | string;
  /** Any antd column title (text, node or render function); only text names the column in the settings. */
  readonly title?: unknown;
}

/**
 * A table arranged by the buyer: its columns in the buyer's order and widths, hidden ones left
 * out, and the control that arranges them (put it above or beside the table).
 * @public
 */
export interface PersonalColumns<C extends PersonalColumn> {
  readonly columns: C[];
  readonly settings: ReactNode;
}

/**
 * The hook behind {@link usePersonalColumns}, bound by core.
 * @public
 */
export type PersonalColumnsHook = <C extends PersonalColumn>(code: string, columns: readonly C[]) => PersonalColumns<C>;

/**
 * Core's personal table customisation (spec 1 `personal-tables`), as a hook.
 * @public
 */
export const PersonalColumnsToken = defineServiceToken<PersonalColumnsHook>('PersonalColumns');

/**
 * A plugin table's columns as the buyer arranged them, kept per user and table `code` (cached
 * an hour; not kept for tenant 0): `const { columns, settings } = usePersonalColumns('acme.stock', cols)`.
 * Columns need a `key`. Keep the `columns` array's identity stable (a module constant or memo).
 * @public
 */
export function usePersonalColumns<C extends PersonalColumn>(code: string, columns: readonly C[]): PersonalColumns<C> {
  return useMallService(PersonalColumnsToken)(code, columns);
}

/**
 * Props of the My Mall frame ({@link MyMallFrameToken}).
 * @public
 */
export interface MyMallFrameProps {
  /** Message key of the page's heading (the page's one h1). */
  readonly titleKey: string;
  /** Beside the heading, for example a refresh button. */
  readonly extra?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Core's My Mall frame: the My Mall menu (the `menus.my-mall` entries this buyer sees, the
 * current one selected) on the left and the page under its heading on the right, so a plugin's
 * page reached from that menu looks like core's own My Mall pages.
 * @public
 */
export const MyMallFrameToken = defineServiceToken<ComponentType<MyMallFrameProps>>('MyMallFrame');
