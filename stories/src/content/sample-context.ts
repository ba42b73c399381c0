import type { PluginHost } from '@mall/core';
import type { BudgetPanelContext, CartLine, FieldRow, MallContext } from '@mall/sdk';

/** The session rules and predicates see on catalogue pages: a demo enterprise buyer. */
export function sampleContext(host: PluginHost): MallContext {
  return {
    user: { id: 7, realName: 'Li Lei', loginName: 'li.lei', organizationId: 11, tenantId: 3, tenantNum: 'T3', language: 'en_US' },
    config: { userId: 7, organizationId: 11, companyId: 21, companyName: 'Demo Co.', purchaseType: 'COMPANY', unitId: 31, unitName: 'Purchasing' },
    channel: 'ENTERPRISE',
    settings: host.settings(),
    today: '2026-01-15',
    hasPermission: () => true,
  };
}

/**
 * A cart line whose every property reads as `<tag>:<property>`, so two probes differ in every
 * value a rule may compare. Rules are functions; running them on probes is how the catalogue
 * learns which message each can return without knowing what it compares.
 */
export function probeLine(tag: string): CartLine {
  return new Proxy({} as CartLine, {
    get: (_target, property) => (typeof property === 'string' ? `${tag}:${property}` : undefined),
  });
}

/** A budget row whose every field reads as `<tag>:<field>`. */
export function probeRow(tag: string): FieldRow {
  return probeLine(tag) as unknown as FieldRow;
}

/** The budget panel context of a one-line panel. */
export function samplePanelContext(host: PluginHost): BudgetPanelContext {
  return { ...sampleContext(host), lines: [probeLine('line')], batch: false };
}
