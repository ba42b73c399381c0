import type { Channel, UserConfig, UserInfo } from '@mall/domain';
import type { MallSettings } from './points/settings';

/**
 * What a rule, predicate or validator may read about the session. Given by the host; never
 * fetched by the plugin itself.
 * @public
 */
export interface MallContext {
  readonly user: UserInfo;
  readonly config: UserConfig;
  readonly channel: Channel;
  readonly settings: Readonly<MallSettings>;
  /** Today as YYYY-MM-DD in the buyer's time zone, so date rules are testable. */
  readonly today: string;
  /** True when the permission checker has granted the code (see spec 1 section 6). */
  hasPermission(code: string): boolean;
  /**
   * The session values (point `session.values`) as loaded, by id. Read one with
   * `sessionValueOf(ctx, value)`, which gives its fallback when it is absent.
   */
  readonly sessionValues?: Readonly<Record<string, unknown>>;
}
