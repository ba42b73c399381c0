/**
 * Spec 3 section 4 "Same-product feedback": none/NEW -> SUBMIT -> PROCESSED, APPROVED or REJECTED,
 * which the buyer confirms. CONFIRMED closes a record (ours: the spec stops at the confirm), so
 * the product can be fed back again.
 */
export const FEEDBACK_STATUSES = ['NEW', 'SUBMIT', 'PROCESSED', 'APPROVED', 'REJECTED', 'CONFIRMED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The three results the buyer reads as 'Processing result' and confirms. */
export const RESULT_STATUSES: readonly FeedbackStatus[] = ['PROCESSED', 'APPROVED', 'REJECTED'];

/** The lookup the feedback type is picked from (spec 3 section 3: manageType (lookup)). */
export const FEEDBACK_TYPE_LOOKUP = 'SMPC.SAME_SKU_MANAGE_TYPE';

/** Remark limit: spec 3 gives none for this form; ours, as the invoice and supplier remarks'. */
export const FEEDBACK_REMARK_MAX = 100;

/** The one button the modal shows in a status: Submit, Modify (withdraw) or Confirm. */
export type FeedbackButton = 'submit' | 'modify' | 'confirm';

export function buttonFor(status: FeedbackStatus): FeedbackButton {
  if (status === 'SUBMIT') return 'modify';
  if (RESULT_STATUSES.includes(status)) return 'confirm';
  return 'submit';
}

/** In SUBMIT, PROCESSED, APPROVED and REJECTED the type and remark are read-only. */
export function isReadOnly(status: FeedbackStatus): boolean {
  return status === 'SUBMIT' || RESULT_STATUSES.includes(status);
}

/** The record the modal shows: what `GET same-sku-manages/{skuId}` answers. */
export interface FeedbackRecord {
  readonly manageId?: number;
  readonly manageType?: string;
  readonly manageStatus: FeedbackStatus;
  readonly remark?: string;
  readonly approveRemark?: string;
  readonly mainSkuId: number;
  readonly mainSkuName: string;
  readonly mainSkuCode: string;
  readonly mainSkuPrice: number;
  readonly mainSkuUom: string;
  readonly mainSkuSupplierId: number;
}
