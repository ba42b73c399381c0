import { corePlugin, loadSessionValues, PluginHost, runOrderValidators, runValidators } from '@mall/core';
import {
  askConfirms,
  cartQuantityRule,
  cartSelectionRules,
  cartSettleValidators,
  type CartActions,
  type CartSettleInput,
  type CartLine,
  type HttpClient,
  type MallContext,
  type MessageRef,
  type OrderSubmitInput,
  type PluginDefinition,
  type QuantityDecision,
  type UserConfig,
  type UserInfo,
  type ValidationOutcome,
} from '@mall/sdk';

/** Session values a test may set; everything else gets a plausible default. */
export interface MountOptions {
  readonly user?: Partial<UserInfo>;
  readonly config?: Partial<UserConfig>;
  readonly today?: string;
  readonly permissions?: readonly string[];
  readonly version?: string;
  /** The HTTP client submit validators get as `ctx.http` (a fake answering the calls they make). */
  readonly http?: HttpClient;
  /** Session values (`session.values`) by id, as if loaded; others read as their fallback. */
  readonly sessionValues?: Readonly<Record<string, unknown>>;
}

/** A plugin mounted on top of the real core contributions. */
export interface MountedPlugin {
  readonly host: PluginHost;
  readonly ctx: MallContext;
  /** The first selection rule that refuses `candidate`, with the refusing rule's id. */
  checkSelection(selected: readonly CartLine[], candidate: CartLine): { ruleId: string; message: MessageRef } | undefined;
  /**
   * Runs every effective submit validator through core's own runner and concatenates their
   * outcomes, attributed: a validator that throws gives the same blocking
   * `order.validator.failed` outcome the mall shows, never a rejected promise.
   */
  runSubmitValidators(input: OrderSubmitInput): Promise<ValidationOutcome[]>;
  /**
   * Runs every effective settle validator (`cart.settle-validators`) through core's runner, with
   * `cart` as the cart an outcome's action re-sorts (a recorder by default: see `putFirstCalls`).
   */
  runSettleValidators(input: CartSettleInput, cart?: CartActions): Promise<ValidationOutcome[]>;
  /** What the default cart of {@link runSettleValidators} was asked to put first, call by call. */
  readonly putFirstCalls: number[][];
  /**
   * Answers the confirms among `outcomes` as the mall asks them (in order, each one's onConfirm or
   * onCancel run after its answer, stopping at the first cancel), with `answers` in turn.
   * Resolves whether the buyer went on and which confirms were asked.
   */
  answerConfirms(outcomes: readonly ValidationOutcome[], answers: readonly boolean[]): Promise<{ goOn: boolean; asked: ValidationOutcome[] }>;
  /** Decides a quantity with the effective quantity rule. */
  decideQuantity(line: CartLine, entered: number | undefined, previous: number): QuantityDecision;
  /**
   * Loads every effective session value (`session.values`) with core's loader over `http` (the
   * mount's `http` by default), as the mall does when the session starts: a failed or empty load
   * gives the fallback. `ctx.sessionValues` then holds them; resolves them too.
   */
  loadSessionValues(http?: HttpClient): Promise<Readonly<Record<string, unknown>>>;
}

/**
 * Mounts a plugin into a host that already holds core's own contributions, as the mall does
 * at start-up. Throws when the plugin is left out, with the host's notice, so a test fails
 * with the reason.
 */
export function mountPlugin(plugin: PluginDefinition, options: MountOptions = {}): MountedPlugin {
  const host = new PluginHost();
  if (!host.register({ definition: corePlugin, version: corePlugin.version ?? '0.0.0' })) {
    throw new Error(`core did not register: ${host.notices.map((n) => n.message).join('; ')}`);
  }
  if (!host.register({ definition: plugin, version: options.version ?? plugin.version ?? '0.0.0' })) {
    throw new Error(`plugin ${plugin.id} was left out: ${host.notices.map((n) => n.message).join('; ')}`);
  }
  const granted = new Set(options.permissions ?? []);
  // Filled by loadSessionValues, so rules holding `ctx` read the loaded values.
  const values: Record<string, unknown> = { ...options.sessionValues };
  const ctx: MallContext = {
    user: { id: 1, realName: 'Test Buyer', loginName: 'test.buyer', organizationId: 1, tenantId: 1, tenantNum: 'TEST', language: 'en_US', ...options.user },
    config: { userId: 1, organizationId: 1, companyId: 1, purchaseType: 'COMPANY', ...options.config },
    channel: options.config?.mallType === 'sigl' ? 'PERSONAL' : 'ENTERPRISE',
    settings: host.settings(),
    today: options.today ?? new Date().toISOString().slice(0, 10),
    hasPermission: (code) => granted.has(code),
    sessionValues: values,
  };
  const putFirstCalls: number[][] = [];
  const recordingCart: CartActions = { putFirst: (ids) => void putFirstCalls.push([...ids]) };
  return {
    host,
    ctx,
    putFirstCalls,
    runSettleValidators(input, cart = recordingCart) {
      const settleCtx = { ...ctx, cart, ...(options.http ? { http: options.http } : {}) };
      return runValidators(host, cartSettleValidators, input, settleCtx, 'order.settle.validator-failed');
    },
    async answerConfirms(outcomes, answers) {
      const asked: ValidationOutcome[] = [];
      const queue = [...answers];
      const goOn = await askConfirms(
        outcomes.filter((o) => o.level === 'confirm'),
        (confirm) => {
          asked.push(confirm);
          const answer = queue.shift();
          if (answer === undefined) throw new Error(`no answer left for the confirm ${confirm.message.key}`);
          return Promise.resolve(answer);
        },
      );
      return { goOn, asked };
    },
    checkSelection(selected, candidate) {
      for (const rule of host.get(cartSelectionRules)) {
        const message = rule.check(selected, candidate, ctx);
        if (message) return { ruleId: rule.id, message };
      }
      return undefined;
    },
    runSubmitValidators(input) {
      return runOrderValidators(host, options.http ? { ...ctx, http: options.http } : ctx, input.orders);
    },
    async loadSessionValues(http = options.http) {
      if (!http) throw new Error('loadSessionValues needs an http client (the option or the argument)');
      Object.assign(values, await loadSessionValues(host, { user: ctx.user, config: ctx.config, http }));
      return { ...values };
    },
    decideQuantity(line, entered, previous) {
      const rule = host.single(cartQuantityRule);
      if (!rule) throw new Error('no cart.quantity-rule is registered');
      return rule.decide(line, entered, previous, ctx);
    },
  };
}
