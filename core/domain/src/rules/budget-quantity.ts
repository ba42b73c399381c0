import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

/** A budget row's quantity: required outside batch mode ('please enter quantity'). */
export function validateBudgetRowQuantity(quantity: number | undefined, batch: boolean): DomainMessage | undefined {
  if (batch) return undefined;
  return quantity === undefined || Number.isNaN(quantity) ? message('budget.quantity.required') : undefined;
}

/** In batch mode each expanded product's quantity must be a non-zero number. */
export function validateBatchProductQuantity(quantity: number | undefined): DomainMessage | undefined {
  return quantity === undefined || Number.isNaN(quantity) || quantity === 0 ? message('budget.quantity.required') : undefined;
}
