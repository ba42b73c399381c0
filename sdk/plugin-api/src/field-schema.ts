import type { MallContext } from './context';
import type { MessageRef } from './message';

/**
 * The components a field can render as. The same names serve budget dimensions and every
 * `fields.*` slot; the server validates payloads from the same schema.
 * @public
 */
export type FieldComponent = 'input' | 'textarea' | 'number' | 'select' | 'lookup' | 'date' | 'switch' | 'upload';

/**
 * A row being edited: a cart line, an order header, a budget row. Values keyed by field name.
 * @public
 */
export type FieldRow = Readonly<Record<string, unknown>>;

/**
 * A predicate over the row being edited and the session.
 * @public
 */
export type RowPredicate = (row: FieldRow, ctx: MallContext) => boolean;

/**
 * An option of a `select` field.
 * @public
 */
export interface FieldOption {
  readonly value: string | number;
  readonly labelKey: string;
}

/**
 * One field in the field-schema language.
 * @public
 */
export interface FieldSchema {
  /** Property name in the row and in the payload, for example `attributeVarchar11`. */
  readonly name: string;
  /** Message key of the label. */
  readonly labelKey: string;
  readonly component: FieldComponent;
  /** Lookup (value set) code for `lookup` and `select` fields, for example `SMAL.FEE_TYPE`. */
  readonly lookupCode?: string;
  /**
   * A lookup view (`lov-view/info` viewCode) the field picks through in the generic lookup
   * dialog instead of a dropdown. Its values are still those of `lookupCode` (the view's value
   * set), which the server checks the chosen value against.
   */
  readonly lookupView?: string;
  /** Field of the lookup record stored as the value. Default `value`. */
  readonly valueField?: string;
  /** Field of the lookup record shown, stored beside the value as `<name>Meaning`. Default `meaning`. */
  readonly displayField?: string;
  /** Extra query for the lookup; values may name other fields of the row as `{field}`. */
  readonly queryParams?: Readonly<Record<string, string | number>>;
  /** Fixed options of a `select` field without a lookup. */
  readonly options?: readonly FieldOption[];
  /** Required always, never, or when the predicate holds for the row. */
  readonly required?: boolean | RowPredicate;
  /** Message shown when a required field is empty. Default `field.required` with `{label}`. */
  readonly requiredMessage?: MessageRef;
  /** Hidden when the predicate holds; a hidden field is neither validated nor sent. */
  readonly hidden?: boolean | RowPredicate;
  /** Read-only when the predicate holds. */
  readonly readOnly?: boolean | RowPredicate;
  /** Fields this one needs before it can be edited (a lookup filtered by another field). */
  readonly dependsOn?: readonly string[];
  /** Fields cleared (with their `Meaning`) when this field changes. */
  readonly clearOnChange?: readonly string[];
  /** Only leaf nodes of a tree lookup may be chosen; the message explains the refusal. */
  readonly leafOnly?: { readonly message: MessageRef };
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Bounds of a `number` field, inclusive. */
  readonly min?: number;
  readonly max?: number;
  /** Largest upload in bytes for `upload` fields. */
  readonly maxFileSize?: number;
  /**
   * A `date` field whose past days are disabled in the picker (spec 3: requirement dates 'not
   * earlier than today ... past days disabled'); refusing a typed past date stays the field's
   * `validate`, which the server runs too.
   */
  readonly pastDaysDisabled?: boolean;
  /** Value for a new row: a constant or computed from the session. */
  readonly defaultValue?: unknown | ((ctx: MallContext) => unknown);
  /** Extra checks after the built-in ones; return a message to refuse the value. */
  readonly validate?: (value: unknown, row: FieldRow, ctx: MallContext) => MessageRef | undefined;
}

/**
 * A field error found by {@link validateFieldRow}.
 * @public
 */
export interface FieldError {
  readonly field: string;
  readonly message: MessageRef;
}
