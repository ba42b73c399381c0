import type { DomainMessage } from '../../messages/domain-message';

/** How a finding acts on the submit: error blocks, confirm asks, info tells. */
export type FindingLevel = 'error' | 'confirm' | 'info';

/**
 * Where a finding is shown: the whole submit, an order (by index on the page), a line (by
 * cartId) or a field of either. Same shape as the SDK's outcome target.
 */
export type FindingTarget =
  | { kind: 'submit' }
  | { kind: 'order'; order: number }
  | { kind: 'line'; order: number; line: number }
  | { kind: 'field'; order: number; line?: number; field: string };

export interface OrderFinding {
  level: FindingLevel;
  message: DomainMessage;
  target: FindingTarget;
}

export const finding = {
  error: (message: DomainMessage, target: FindingTarget): OrderFinding => ({ level: 'error', message, target }),
  confirm: (message: DomainMessage, target: FindingTarget): OrderFinding => ({ level: 'confirm', message, target }),
  field: (order: number, field: string, line?: number): FindingTarget =>
    line === undefined ? { kind: 'field', order, field } : { kind: 'field', order, line, field },
};

/** Empty for a required value: missing or blank text (0 is a value). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
