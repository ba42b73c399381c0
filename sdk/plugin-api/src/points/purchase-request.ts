import type { ComponentType } from 'react';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import { defineServiceToken } from '../services';
import type { ValidationOutcome } from '../validation';
import type { OrderSubmitContext } from './order';
import type { PurchaseRequestLineValues } from '../purchase-request-line';

/**
 * One manual line of a purchase request as the buyer left it on the request page, with the
 * values of the tenant's `fields.request-line` fields.
 * @public
 */
export interface RequestSubmitLine extends PurchaseRequestLineValues {
  readonly supplierSuggestion?: string;
  /** CANCELED lines take no budget and are left out of budget warnings (spec 2 section 4). */
  readonly cancelStatus?: 'CANCELED';
  readonly [attribute: `attribute${string}`]: unknown;
}

/**
 * What purchase request submit validators see: the request (its id once saved) and its lines.
 * @public
 */
export interface RequestSubmitInput {
  readonly mallRequestId?: number;
  readonly title: string;
  readonly budgetId?: number;
  readonly lines: readonly RequestSubmitLine[];
}

/**
 * A check run when the buyer submits a manual purchase request (not when saving a draft). An
 * `error` blocks, a `confirm` asks (with its table, for example the budget over-limit list), an
 * `info` tells; a `field` target with `line` set to the line's index marks that cell.
 * @public
 */
export interface RequestSubmitValidator extends Contribution {
  readonly validate: (input: RequestSubmitInput, ctx: OrderSubmitContext) => readonly ValidationOutcome[] | Promise<readonly ValidationOutcome[]>;
}

/**
 * `purchase-request.submit-validators`: checks before a purchase request is submitted.
 * @public
 */
export const purchaseRequestSubmitValidators = defineExtensionPoint<RequestSubmitValidator>('purchase-request.submit-validators', {
  merge: 'aggregate',
  description:
    'Checks run when the buyer submits a manual purchase request on /add-purchase (saving a draft runs none). All run; an error blocks, a confirm asks, an info tells. The server checks the lines again on save.',
  contract: '{ id, order?, validate(input: { mallRequestId?, title, budgetId?, lines }, ctx & { http? }) => ValidationOutcome[] | Promise<ValidationOutcome[]> }',
});

/**
 * Props of core's purchase request form ({@link PurchaseRequestFormToken}).
 * @public
 */
export interface PurchaseRequestFormProps {
  /** A page that must not be used yet (a tenant's precondition failed) shows the form read-only. */
  readonly disabled?: boolean;
}

/**
 * Core's /add-purchase form (header, manual lines, attachments, budget, save, submit, re-edit and
 * copy), so a tenant's own variant of the page wraps it instead of rebuilding it.
 * @public
 */
export const PurchaseRequestFormToken = defineServiceToken<ComponentType<PurchaseRequestFormProps>>('PurchaseRequestForm');
