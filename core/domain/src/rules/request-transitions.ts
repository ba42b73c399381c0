import type { ManualRequestStatus } from '../constants/manual-request-status';

/**
 * What a buyer may do to a manual purchase request, and the status it leads to. Only these
 * moves exist; anything else (cancelling a request already turned into an order, TO_PO,
 * withdrawing a draft) is refused and changes nothing.
 */
export type RequestAction = 'submit' | 'withdraw' | 'edit' | 'cancel' | 'cancel-lines' | 'delete-lines';

const MOVES: Readonly<Record<RequestAction, Partial<Record<ManualRequestStatus, ManualRequestStatus>>>> = {
  // A draft (NEW, also a withdrawn request) is submitted for approval.
  submit: { NEW: 'SUBMITTED' },
  // Submit-withdraw takes a request still waiting for approval back to a draft.
  withdraw: { SUBMITTED: 'NEW' },
  // Saving and re-editing (renew) keep a draft a draft.
  edit: { NEW: 'NEW' },
  // A draft is cancelled at once; an approved request waits for the buyer side to confirm.
  cancel: { NEW: 'CANCELED', APPROVED: 'CANCELLING' },
  'cancel-lines': { NEW: 'NEW', APPROVED: 'APPROVED' },
  'delete-lines': { NEW: 'NEW' },
};

/** The status `action` leads to from `status`, or undefined when the move is not allowed. */
export function requestTransition(status: ManualRequestStatus, action: RequestAction): ManualRequestStatus | undefined {
  return MOVES[action][status];
}

/** The statuses `action` may start from (for a conditional update). */
export function statusesAllowing(action: RequestAction): ManualRequestStatus[] {
  return Object.keys(MOVES[action]) as ManualRequestStatus[];
}
