import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import type { HiddenField } from '../entities';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether the needed-date column is hidden (DEMAND_DATE in hideFieldList). */
export function isNeededDateHidden(hideFieldList: readonly HiddenField[] | undefined): boolean {
  return hideFieldList?.includes('DEMAND_DATE') ?? false;
}

/**
 * A line's needed date (YYYY-MM-DD): required, not before `today` (passed in, so the rule is
 * pure and the server can use the tenant's calendar day); nothing to check when hidden.
 */
export function validateNeededDate(
  neededDate: string | undefined,
  ctx: { today: string; hideFieldList?: readonly HiddenField[] },
): DomainMessage | undefined {
  if (isNeededDateHidden(ctx.hideFieldList)) return undefined;
  if (!neededDate || !DATE.test(neededDate)) return message('needed-date.required');
  // ISO dates compare correctly as text
  return neededDate.slice(0, 10) < ctx.today.slice(0, 10) ? message('needed-date.before-today') : undefined;
}

/** Adds whole days to a YYYY-MM-DD date, across months and leap years. */
export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return t.toISOString().slice(0, 10);
}

/**
 * A tenant's default need-date policy: today + delivery cycle + `daysAfterCycle`, or
 * today + `daysWithoutCycle` when the line has no cycle.
 */
export interface NeedDatePolicy {
  daysAfterCycle: number;
  daysWithoutCycle: number;
}

export function defaultNeededDate(today: string, deliveryCycle: number | undefined, policy: NeedDatePolicy): string {
  return deliveryCycle !== undefined && deliveryCycle !== null
    ? addDays(today, deliveryCycle + policy.daysAfterCycle)
    : addDays(today, policy.daysWithoutCycle);
}
