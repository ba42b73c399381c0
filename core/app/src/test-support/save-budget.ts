import { budgetDimensions, BudgetApiToken, HttpClientToken, type BudgetLineOutcome, type CartLine, type MessageRef, type PluginDefinition, type UserConfig, type UserInfo } from '@mall/sdk';
import { corePlugin } from '../core-plugin';
import { coreFeatures } from '../features';
import { BudgetPanelStore } from '../features/budget';
import { RequestScopeToken, type RequestScope } from '../platform/http';
import type { PermissionChecker } from '../platform/permissions';
import { PluginHost } from '../platform/plugin-host';
import type { SessionStore } from '../platform/session';
import { createPlatformTestContainer } from '../platform/session/platform-test-container';
import { TYPES } from '../platform/tokens';
import { applyMessagesAtOnce } from '../shell/stage/messages-at-once';
import { applyRebinds } from '../shell/apply-rebinds';
import { createMallContext } from '../shell/mall-context';

/** One budget row as a buyer fills it in: field values in typing order, and per-line quantities in a batch. */
export interface BudgetRowInput {
  /** Field values; `<name>Meaning` is taken as the display text the picker gives `<name>`. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Batch mode: each line's quantity for this row, by cartId. */
  readonly products?: Readonly<Record<number, number | undefined>>;
}

export interface MallBudgetSave {
  /** The tenant's plugin (its `uses` come with it), registered over core as the mall does. */
  readonly plugins: readonly PluginDefinition[];
  readonly user: UserInfo;
  readonly config: UserConfig;
  /** The cart lines the panel is opened for (one, or the selected lines in a batch). */
  readonly lines: readonly CartLine[];
  readonly rows: readonly BudgetRowInput[];
  readonly batch?: boolean;
  /** Answers the mall's HTTP calls: in the SDK kit, the in-process gateway. */
  readonly fetch: typeof fetch;
}

export interface MallBudgetSaveResult {
  /** What the panel's save answered: true when the rows were stored and every line passed. */
  readonly saved: boolean;
  /** The browser-side findings (field schema, quantity rules, the dimensions' validators). */
  readonly findings: readonly { readonly row?: number; readonly field?: string; readonly message: MessageRef }[];
  /** Each line's budget check as the server answered it. */
  readonly outcomes: readonly BudgetLineOutcome[];
  /** Texts the mall showed the buyer meanwhile (the error catalogue's notices of failed calls), in English. */
  readonly shown: readonly string[];
}

/**
 * Saves budget rows the way the mall's budget panel does, with core's own code: the plugin
 * registered over core (rebinds applied, so a tenant's budget endpoint is used), the panel
 * store opened and loaded (saved rows, the dimensions' row defaults), rows added and filled in
 * field by field, then `save()` (schema validation, `BudgetApi.save`, HTTP client, error
 * catalogue). The calls go to `fetch`, so a row the server refuses fails here as in the mall.
 */
export async function saveBudgetInMall(request: MallBudgetSave): Promise<MallBudgetSaveResult> {
  const platform = createPlatformTestContainer({ url: 'http://localhost/cart' });
  vi.stubGlobal('fetch', request.fetch);
  const { container, i18n, notifier } = platform;
  const host = new PluginHost();
  for (const definition of [corePlugin, ...request.plugins]) {
    if (!host.register({ definition, version: definition.version ?? '0.0.0' })) {
      throw new Error(`${definition.id} was left out: ${host.notices.map((n) => n.message).join('; ')}`);
    }
  }
  container.bind(TYPES.PluginHost).toConstantValue(host);
  for (const feature of coreFeatures) if (feature.module) container.load(feature.module);
  applyRebinds(container, host.rebinds());
  const session = { status: 'ready', user: request.user, config: request.config, error: undefined, mixedTenant: false } as SessionStore;
  container.rebind(TYPES.SessionStore).toConstantValue(session);
  container.get<RequestScope>(RequestScopeToken).organizationId = request.user.organizationId;
  await i18n.setLocale('en_US');
  await applyMessagesAtOnce(i18n, host);
  const ctx = createMallContext(session, host, container.get<PermissionChecker>(TYPES.PermissionChecker));
  const batch = request.batch ?? false;
  const store = new BudgetPanelStore({
    api: container.get(BudgetApiToken.id),
    http: container.get(HttpClientToken.id),
    lines: request.lines,
    batch,
    readOnly: false,
    dimensions: host.get(budgetDimensions),
    ctx,
  });
  try {
    await store.load();
    for (const row of request.rows) {
      store.addRow();
      const key = store.rows[store.rows.length - 1]!.key;
      for (const [name, value] of Object.entries(row.values)) {
        if (name.endsWith('Meaning') && name.slice(0, -'Meaning'.length) in row.values) continue;
        const meaning = row.values[`${name}Meaning`];
        store.setField(key, name, value, typeof meaning === 'string' ? meaning : undefined);
      }
      for (const [cartId, quantity] of Object.entries(row.products ?? {})) store.setProductQuantity(key, Number(cartId), quantity);
    }
    const saved = await store.save();
    return { saved, findings: store.errors.map((e) => ({ ...e })), outcomes: store.outcomes, shown: notifier.texts() };
  } finally {
    store.dispose();
  }
}
