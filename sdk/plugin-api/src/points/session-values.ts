import type { UserConfig, UserInfo } from '@mall/domain';
import { useMallService } from '../components';
import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import { defineServiceToken, type HttpClient } from '../services';

/**
 * What a session value's loader gets: the signed-in user and their config, and the mall's HTTP
 * client. The host makes the client quiet (a failed call shows no notification), because a
 * failure only means the value's fallback is used.
 * @public
 */
export interface SessionValueLoadContext {
  readonly user: UserInfo;
  readonly config: UserConfig;
  readonly http: HttpClient;
}

/**
 * A named value of the session that comes from a call (spec 3: WULINGWarehousePermission).
 * The host loads every effective one once the session has started and the tenant's plugin has
 * registered, all in parallel, before the first page; again when the buying identity changes.
 * `load` resolving `undefined`, or rejecting, gives `fallback`. Declared with
 * {@link defineSessionValue} so rules and components read it typed.
 * @public
 */
export interface SessionValue<T = unknown> extends Contribution {
  readonly load: (ctx: SessionValueLoadContext) => Promise<T | undefined>;
  /** The value until it loaded, and when the call fails or answers nothing. */
  readonly fallback: T;
  /** One line for the catalogue: what the value is and which call it comes from. */
  readonly description: string;
}

/**
 * Declares a session value; contribute it to {@link sessionValues} and read it with
 * {@link sessionValueOf} (rules, validators) or {@link useSessionValue} (components).
 * @public
 */
export function defineSessionValue<T>(value: SessionValue<T>): SessionValue<T> {
  if (!value.id) throw new Error('defineSessionValue: id is required');
  return Object.freeze({ ...value });
}

/**
 * `session.values`: values loaded from a call when the session starts, keyed by id.
 * @public
 */
export const sessionValues = defineExtensionPoint<SessionValue>('session.values', {
  merge: 'keyed',
  description:
    "Named values of the session that come from a call (a tenant's warehouse permission). The host loads every effective one in parallel once the session started and the plugin registered, before the first page, and again when the buying identity changes; a call that fails or answers nothing gives the value's fallback. Rules and validators read one with sessionValueOf(ctx, value), components with useSessionValue(value). Core contributes none: its own session calls (self, mall config, prepared config) decide whether there is a session at all, so none has a fallback.",
  contract: '{ id, description, fallback, load({ user, config, http }) => Promise<value | undefined> }',
});

/**
 * The loaded value of `value` in a rule's or validator's context; its fallback while not loaded
 * (and wherever the host has no session values, as on the server).
 * @public
 */
export function sessionValueOf<T>(ctx: Pick<MallContext, 'sessionValues'>, value: SessionValue<T>): T {
  const values = ctx.sessionValues;
  return values !== undefined && Object.prototype.hasOwnProperty.call(values, value.id) ? (values[value.id] as T) : value.fallback;
}

/**
 * The session values as core holds them, for components.
 * @public
 */
export interface SessionValueReader {
  get<T>(value: SessionValue<T>): T;
}

/** Token of core's {@link SessionValueReader}. @public */
export const SessionValuesToken = defineServiceToken<SessionValueReader>('SessionValues');

/**
 * A session value inside a plugin's component. Core's reader is observable: a component wrapped
 * in mobx-react-lite's `observer` re-renders when the value is reloaded.
 * @public
 */
export function useSessionValue<T>(value: SessionValue<T>): T {
  return useMallService(SessionValuesToken).get(value);
}
