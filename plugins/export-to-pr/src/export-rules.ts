import type { CartLine } from '@mall/sdk';

/** What a tenant chooses when it switches the plugin on. */
export interface ExportToPrOptions {
  /** The budget department is the buyer's own unit and cannot be changed (spec 3 section 5, one tenant). */
  readonly lockBudgetDepartment?: boolean;
}

/** The link source of e-commerce goods (spec 3 section 4). */
export const EC = 'EC';
/** The cart tabs export is offered on (spec 3 section 4); the cart's `?tab=`, 1 when absent. */
export const EXPORT_TABS: readonly number[] = [1, 2];
/** Spec 3 section 9: export-PR debounce 500 ms. */
export const EXPORT_DEBOUNCE_MS = 500;

/**
 * A line's link source: the line's own `linkSource`, or for a line the cart answers without one,
 * EC for goods of an e-commerce platform (any source but catalogue CATA and MANUAL goods).
 */
export function linkSourceOf(line: CartLine): string {
  if (typeof line.linkSource === 'string' && line.linkSource !== '') return line.linkSource;
  return line.productSource === 'CATA' || line.productSource === 'MANUAL' ? line.productSource : EC;
}

/** The cart tab a search string names (`?tab=2`); tab 1 when it names none or no number. */
export function cartTabOf(search: string): number {
  const tab = Number(new URLSearchParams(search).get('tab') ?? '1');
  return Number.isInteger(tab) && tab > 0 ? tab : 1;
}

/** Spec 3 sections 4 and 6: enabled only when every selected line has linkSource EC, on tabs 1 and 2. */
export function canExport(selected: readonly CartLine[], tab: number): boolean {
  return selected.length > 0 && EXPORT_TABS.includes(tab) && selected.every((l) => linkSourceOf(l) === EC);
}

/** The scripted marmot-api call of the export (body prTypeId, unitId, cartList; spec 3 section 7); the script's name is ours. */
export const EXPORT_PR_PATH = '/marmot/v1/{org}/marmot-api/export-pr';

/** What the export answers (spec 3 section 7). */
export interface ExportPrResult {
  readonly isFailed: boolean;
  readonly message?: string;
  readonly prHeaderId?: number;
  readonly prNum?: string;
}

/**
 * A function that runs `delay` ms after its last call, with that call's arguments: repeated
 * clicks on the dialog's OK send one export.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delay: number): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delay);
  };
  return Object.assign(debounced, { cancel: () => timer !== undefined && clearTimeout(timer) });
}
