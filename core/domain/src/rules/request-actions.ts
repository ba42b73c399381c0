import { MANUAL_REQUEST_STATUSES } from '../constants/manual-request-status';

/** The 'cancel request' action shows only when the status is none of the seven known ones. */
export function canCancelRequest(status: string | undefined): boolean {
  return !(MANUAL_REQUEST_STATUSES as readonly (string | undefined)[]).includes(status);
}

/** Entries with cancelStatus CANCELED are left out of budget warning lists. */
export function budgetWarningEntries<T extends { cancelStatus?: string }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.cancelStatus !== 'CANCELED');
}
