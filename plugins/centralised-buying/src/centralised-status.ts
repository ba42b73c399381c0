import type { CartLine, SettingDefinition } from '@mall/sdk';

declare module '@mall/sdk' {
  interface MallSettings {
    /**
     * Which centralised basket the buyer works in (spec 3 section 6): a DEMANDER raises needs and
     * sees the statuses mapped for demanders; an ORDER basket places the order and is warned when
     * selected lines are still in approval.
     */
    centralisedBasket: 'DEMANDER' | 'ORDER';
  }
}

/** Declared DEMANDER: the buyer of a tenant that switches the plugin on raises needs. */
export const basketSetting: SettingDefinition<'centralisedBasket'> = {
  id: 'centralisedBasket',
  defaultValue: 'DEMANDER',
  description: 'Centralised buying: DEMANDER shows the mapped relation statuses (APPROVEING as SUBMITTED, REJECTED as RETURNED); ORDER warns when selected lines are still in approval.',
};

/**
 * Relation statuses as the server keeps them (spec 3 section 4); APPROVEING is the spec's
 * spelling. APPROVED is ours: spec 3 names no status after an approver's approval, and the
 * demander sees it as it is (no mapping).
 */
export type CentralisedStatus = 'NEW' | 'APPROVEING' | 'APPROVED' | 'REJECTED' | 'SUBMITTED' | 'RETURNED';

/** The line fields the plugin reads (spec 3 section 3 "Cart item"); the SDK's CartLine types only core's. */
export interface CentralisedLineFields {
  readonly centralizedStatus?: CentralisedStatus;
  readonly oldCentralizedStatus?: CentralisedStatus;
  readonly approvingFlag?: 0 | 1;
  readonly labelList?: readonly { readonly labelCode: string }[];
}

export const fieldsOf = (line: CartLine): CentralisedLineFields => line as unknown as CentralisedLineFields;

/** The label code of group-buying (团购, "TG") goods. */
export const GROUP_BUYING_LABEL = 'TG';

/** A line of group-buying goods: labelled TG, or in a centralised relation. */
export function isGroupBuying(line: CartLine): boolean {
  const f = fieldsOf(line);
  return f.centralizedStatus !== undefined || (f.labelList ?? []).some((l) => l.labelCode === GROUP_BUYING_LABEL);
}

const DEMANDER_VIEW: Partial<Record<CentralisedStatus, CentralisedStatus>> = { APPROVEING: 'SUBMITTED', REJECTED: 'RETURNED' };

/**
 * The status a demander sees (spec 3 section 4): APPROVEING shown as SUBMITTED, REJECTED as
 * RETURNED, the original kept as oldCentralizedStatus; other lines come back unchanged.
 */
export function demanderView<L extends CartLine>(line: L): L & CentralisedLineFields {
  const status = fieldsOf(line).centralizedStatus;
  const shown = status ? DEMANDER_VIEW[status] : undefined;
  return shown ? { ...line, centralizedStatus: shown, oldCentralizedStatus: status } : (line as L & CentralisedLineFields);
}

/** Whether the line is still in approval: the server's approvingFlag, or its relation being approved. */
export function isInApproval(line: CartLine): boolean {
  const f = fieldsOf(line);
  return f.approvingFlag === 1 || f.centralizedStatus === 'APPROVEING';
}

/** The relation actions (spec 3 section 4) and the raw statuses each may start from. */
export const RELATION_ACTIONS = {
  submit: ['NEW', 'REJECTED'],
  cancel: ['APPROVEING'],
  reject: ['APPROVEING'],
  delete: ['NEW', 'REJECTED'],
} as const satisfies Record<string, readonly CentralisedStatus[]>;

export type RelationAction = keyof typeof RELATION_ACTIONS;

/** Whether `action` may act on a line whose raw status is `status`. */
export function actionAllowed(action: RelationAction, status: CentralisedStatus | undefined): boolean {
  return status !== undefined && (RELATION_ACTIONS[action] as readonly CentralisedStatus[]).includes(status);
}

/** The relation call of an action, answered by the tenant's server entry. */
export const relationPath = (action: RelationAction) => `/smal/v1/{org}/centralized-relations/${action}`;
