import type { CartLine } from '../entities';

export type CartLineType = 'po' | 'receive' | 'centralized' | 'basic';
export type CartBusinessType = 'receive' | 'centralized' | 'purchase';
export type CartGroupType = 'po' | 'centralized' | 'other';
export type CartGroupingMode = 'ungrouped' | 'supplierCompanyName' | 'itemCode';
/** View types 1 and 2 are the grouped cart views. */
export type CartViewType = number;

type ClassifiedLine = Pick<CartLine, 'qtHeaderNo' | 'receiveFlag' | 'centralizedFlag'>;

/** po if quoted, else receive, else centralized, else basic (spec 1 section 4). */
export function cartLineType(line: ClassifiedLine): CartLineType {
  if (line.qtHeaderNo) return 'po';
  if (line.receiveFlag === 1) return 'receive';
  if (line.centralizedFlag === 1) return 'centralized';
  return 'basic';
}

export function cartBusinessType(line: ClassifiedLine): CartBusinessType {
  if (line.receiveFlag === 1) return 'receive';
  if (line.centralizedFlag === 1) return 'centralized';
  return 'purchase';
}

export function cartGroupType(line: ClassifiedLine): CartGroupType {
  if (line.qtHeaderNo) return 'po';
  if (line.centralizedFlag === 1) return 'centralized';
  return 'other';
}

/** Grouping by supplier is ignored when suppliers are hidden (hideSupplierFlag 1). */
export function effectiveGroupingMode(mode: CartGroupingMode, hideSupplierFlag?: 0 | 1): CartGroupingMode {
  return mode === 'supplierCompanyName' && hideSupplierFlag === 1 ? 'ungrouped' : mode;
}

export function isGroupedCartView(viewType: CartViewType | undefined): boolean {
  return viewType === 1 || viewType === 2;
}

export interface CartGroupingOptions {
  viewType?: CartViewType;
  groupingMode: CartGroupingMode;
  hideSupplierFlag?: 0 | 1;
}

export interface CartGroup {
  key: string;
  groupType: CartGroupType;
  /** The grouping field's value, when the grouped view groups by a field. */
  groupValue?: string;
  lines: CartLine[];
}

type GroupableLine = ClassifiedLine & Pick<CartLine, 'supplierCompanyName' | 'itemCode'>;

/** The group a line falls in: its group type, plus the grouping field in grouped views. */
export function cartGroupKey(line: GroupableLine, options: CartGroupingOptions): { key: string; groupType: CartGroupType; groupValue?: string } {
  const groupType = cartGroupType(line);
  const mode = effectiveGroupingMode(options.groupingMode, options.hideSupplierFlag);
  if (!isGroupedCartView(options.viewType) || mode === 'ungrouped') return { key: groupType, groupType };
  const groupValue = line[mode] ?? '';
  return { key: `${groupType}|${groupValue}`, groupType, groupValue };
}

/** Groups lines in the order their groups first appear. */
export function groupCartLines(lines: readonly CartLine[], options: CartGroupingOptions): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const { key, groupType, groupValue } = cartGroupKey(line, options);
    let group = groups.get(key);
    if (!group) {
      group = groupValue === undefined ? { key, groupType, lines: [] } : { key, groupType, groupValue, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}
