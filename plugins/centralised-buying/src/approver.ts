import type { CentralisedStatus } from './centralised-status';

/**
 * The approver of centralised buying: the user who decides on the demanders' relations in
 * approval (spec 3 section 4 names the relation actions; that the centralised side, not the
 * demander, rejects is ours). The seed grants this permission through the approver role; the
 * server also requires the caller to be listed as an approver, and decides only lines of
 * demanders of the approver's own organisation and company.
 */
export const APPROVER_PERMISSION = 'mall.centralised-buying.approvals';

/** The approver's page, in the My Mall menu. */
export const APPROVALS_PAGE = '/centralised-approvals';

/** The approver's two decisions and the status each leaves. */
export const DECISIONS = { approve: 'APPROVED', reject: 'REJECTED' } as const satisfies Record<string, CentralisedStatus>;
export type Decision = keyof typeof DECISIONS;

/** The calls of the approver's page. */
export const APPROVALS_PATH = '/smal/v1/{org}/centralized-relations/approvals';
export const decisionPath = (decision: Decision) => `/smal/v1/{org}/centralized-relations/${decision}`;

/** One relation in approval as `GET centralized-relations/approvals` answers it. */
export interface ApprovalRow {
  readonly cartId: number;
  readonly centralizedStatus: CentralisedStatus;
  readonly demanderName: string;
  readonly productName: string;
  readonly quantity: number;
  readonly uomName: string;
  readonly currencyCode: string;
  /** The line's price (the ladder step its quantity reaches, else the base price). */
  readonly latestPrice: number;
  /** quantity × latestPrice, rounded to cents as the cart rounds its totals. */
  readonly amount: number;
  /** When the demander submitted the line (ISO time). */
  readonly submittedAt: string;
}
