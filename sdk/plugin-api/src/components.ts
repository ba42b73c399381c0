import type { CartLine } from '@mall/domain';
import type { FieldRow, FieldSchema } from './field-schema';
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

/**
 * Props of core's field form ({@link FieldFormToken}).
 * @public
 */
export interface FieldFormProps {
  /** The fields, in the field-schema language tenants already use for budget rows and extras. */
  readonly fields: readonly FieldSchema[];
  readonly initialValues?: FieldRow;
  /** Everything read-only, on top of each field's own read-only predicate. */
  readonly readOnly?: boolean;
  readonly layout?: 'horizontal' | 'vertical' | 'inline';
  /** Every change, with all values; dependants named in `clearOnChange` already cleared. */
  readonly onValuesChange?: (values: FieldRow) => void;
}

/**
 * Core's field form: one labelled control per visible field of a field schema (lookups,
 * selects, dates, numbers), required marks and each field's check shown inline, the same
 * renderer core uses for budget rows and line extras. Bound by core's fields feature.
 * @public
 */
export const FieldFormToken = defineServiceToken<ComponentType<FieldFormProps>>('FieldForm');

/**
 * One value of a lookup, as the lookup dialog hands it back.
 * @public
 */
export interface LookupChoice {
  readonly value: string;
  readonly meaning: string;
  /** The value's other columns, as the value set serves them. */
  readonly data?: Readonly<Record<string, unknown>>;
}

/**
 * Props of the generic lookup dialog ({@link LookupDialogToken}, spec 2 "Generic lookup dialog").
 * @public
 */
export interface LookupDialogProps {
  readonly open: boolean;
  /** The lookup view (`lov-view/info` viewCode), for example `SMAL.FEE_TYPE`: its columns, query form, page size and query URL. */
  readonly viewCode: string;
  /** Message key of the title; default the view's name. */
  readonly titleKey?: string;
  /** Extra query parameters sent with every page of the view (a parent value, a company). */
  readonly queryParams?: Readonly<Record<string, string | number>>;
  readonly multiple?: boolean;
  /** The chosen values; confirming with none chosen warns 'please select at least one record' instead (spec 2). */
  readonly onOk: (choices: readonly LookupChoice[]) => void;
  readonly onCancel: () => void;
}

/**
 * The generic lookup dialog: a side drawer over a lookup view (width from its columns,
 * 530-1190), query form, paged table, tree views, double click to pick. Bound by core's
 * lookups feature and loaded on first use: `const LookupDialog = useMallService(LookupDialogToken)`.
 * @public
 */
export const LookupDialogToken = defineServiceToken<ComponentType<LookupDialogProps>>('LookupDialog');

/**
 * One attachment of an attachment UUID (spec 2 "Attachment").
 * @public
 */
export interface AttachmentFile {
  readonly fileId: string;
  readonly fileName: string;
  readonly fileSize?: number;
  readonly fileType?: string;
  readonly fileUrl?: string;
  readonly creationDate?: string;
}

/**
 * Props of the attachment list ({@link AttachmentListToken}, spec 2 "Attachment list and history").
 * @public
 */
export interface AttachmentListProps {
  /** The attachment UUID the files belong to; none yet means the first upload creates it. */
  readonly attachmentUuid?: string;
  readonly readOnly?: boolean;
  /** Largest file in MB (spec 2: 5 by default, 100 for a manual product's line attachment). */
  readonly maxFileSizeMb?: number;
  /** Most files (spec 2: 9). */
  readonly maxCount?: number;
  /**
   * What the files are for, which decides the limits the server enforces whatever the browser
   * says: 'default' (5 MB), 'image' (5 MB, .jpg .jpeg .png only), 'manual-line' (the user's
   * manualFileSize, 100 MB), 'purchase-request' (5 MB), 'general' (500 MB) or
   * 'field:<write>:<name>' (that upload field's maxFileSize). Default 'default'.
   */
  readonly usage?: string;
  /** Shows the upload and download history timeline under the list. */
  readonly showHistory?: boolean;
  /** After an upload or delete: the UUID (created on first upload) and its files. */
  readonly onChange?: (attachmentUuid: string, files: readonly AttachmentFile[]) => void;
}

/**
 * The attachment list (names truncated after 22 characters, image preview, download, upload
 * within the limits, the history timeline). Core's `attachments` feature binds it.
 * @public
 */
export const AttachmentListToken = defineServiceToken<ComponentType<AttachmentListProps>>('AttachmentList');

/**
 * Props of the import drawer ({@link ImportDrawerToken}, spec 2 "Import drawer").
 * @public
 */
export interface ImportDrawerProps {
  readonly open: boolean;
  /** The import template's code. */
  readonly templateCode: string;
  /** Message key of the title (the action's label); default 'Import'. */
  readonly titleKey?: string;
  /** Extra parameters passed to the import (spec 2: the import screen allows extra query parameters). */
  readonly params?: Readonly<Record<string, string | number>>;
  /** After an import finished successfully (the drawer itself tells the buyer how many rows went in). */
  readonly onImported?: () => void;
  readonly onClose: () => void;
}

/**
 * The spreadsheet import drawer (width 550; upload, check, import, failure help, history), bound
 * by core's data-import feature, so a tenant's page opens the same wizard with its own template.
 * @public
 */
export const ImportDrawerToken = defineServiceToken<ComponentType<ImportDrawerProps>>('ImportDrawer');
