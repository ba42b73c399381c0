import type { CustomDimension, ExtraField, ExtraInfo, ExtraLine } from './order-extras-service';

/** Fields the panel shows: configured visible (1) and holding a value on this order. */
export function shownFields(fields: readonly ExtraField[]): ExtraField[] {
  return fields.filter((f) => f.visible === 1 && f.value !== undefined && f.value !== '');
}

/**
 * Custom dimensions the read-only form shows (spec 2 section 2): line-level ones when a line
 * number is given, else the header's; only those with displayFlag and fxDisplayFlag 1.
 */
export function shownDimensions(dimensions: readonly CustomDimension[], lineNum?: number): CustomDimension[] {
  return dimensions.filter((d) => (lineNum === undefined ? d.lineNum === undefined : d.lineNum === lineNum) && d.displayFlag === 1 && d.fxDisplayFlag === 1);
}

/**
 * Whether the supplementary information link shows (spec 2 section 2): some visible configured
 * field has a value, or the custom lists are non-empty. For a line: its own fields and
 * dimensions; for the header: the header's, and any purchase-unit dimension with a value.
 */
export function hasSupplementaryInfo(info: ExtraInfo | null | undefined, line?: ExtraLine): boolean {
  if (!info) return false;
  if (line) return shownFields(line.fieldList).length > 0 || shownDimensions(line.lineCustomizedList, line.lineNum).length > 0;
  return (
    shownFields(info.headerFieldList).length > 0 ||
    shownDimensions(info.headerCustomizedList).length > 0 ||
    info.unitDimensionList.some((d) => d.value !== undefined)
  );
}
