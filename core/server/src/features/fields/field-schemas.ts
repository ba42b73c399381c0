import {
  coreFieldRegistration,
  fieldMessageTexts,
  resolveFieldRegistrations,
  type FieldContributionSet,
  type MessagesContribution,
} from '@mall/sdk/server';
import { registerMessages, type MessageTexts } from '../../http/messages';
import type { LoadedServerPlugin } from '../../plugins/load-server-plugins';

/**
 * The field schema each tenant's writes are checked against: core's field contributions for
 * every tenant, merged with the `fields` of the server entry its package has, exactly as the
 * browser merges core's and the tenant plugin's. Built once at start-up; a registration the
 * merge refuses stops the server with the plugin's id, as the browser's host would refuse it.
 */
export class FieldSchemas {
  private readonly byTenant = new Map<string, FieldContributionSet>();
  private readonly core = resolveFieldRegistrations([coreFieldRegistration]);

  constructor(plugins: readonly LoadedServerPlugin[]) {
    registerMessages(fieldMessageTexts);
    for (const { definition, tenantCodes } of plugins) {
      if (!definition.fields) continue;
      const set = resolveFieldRegistrations([coreFieldRegistration, { pluginId: definition.id, register: definition.fields }]);
      for (const code of tenantCodes) this.byTenant.set(code, set);
      registerMessages(serverTextsOf(definition.fieldMessages ?? []));
    }
  }

  /** The effective field contributions of the tenant with this code. */
  of(tenantNum: string): FieldContributionSet {
    return this.byTenant.get(tenantNum) ?? this.core;
  }
}

/**
 * Browser `messages` contributions as server texts: a key present in one locale only takes
 * that text for both, so a refusal never answers a bare key.
 */
function serverTextsOf(contributions: readonly MessagesContribution[]): Record<string, MessageTexts> {
  const texts: Record<string, { en_US?: string; zh_CN?: string }> = {};
  for (const { locale, messages } of contributions) {
    for (const [key, text] of Object.entries(messages)) texts[key] = { ...texts[key], [locale]: text };
  }
  return Object.fromEntries(
    Object.entries(texts).map(([key, t]) => [key, { en_US: t.en_US ?? t.zh_CN ?? key, zh_CN: t.zh_CN ?? t.en_US ?? key }]),
  );
}
