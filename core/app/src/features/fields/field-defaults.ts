import { defaultFieldValues, isEmptyValue, type FieldRow, type FieldSchema, type MallContext } from '@mall/sdk';

/**
 * The defaults of the fields a row has no value for. A cart line exists before a tenant's
 * field does (it comes from add-to-cart, which knows nothing of line extras), so a default
 * such as the insurer's ruling number NA is filled where the line is shown and edited.
 */
export function missingFieldDefaults(fields: readonly FieldSchema[], row: FieldRow, ctx: MallContext): Record<string, unknown> {
  const empty = fields.filter((f) => f.defaultValue !== undefined && isEmptyValue(row[f.name]));
  return defaultFieldValues(empty, ctx);
}
