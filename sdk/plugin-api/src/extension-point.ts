/**
 * How the host combines the contributions made to one extension point.
 *
 * - `ordered`: every contribution is kept, sorted by `order` then plugin load order
 *   (menus, fields, selection rules).
 * - `aggregate`: like `ordered`, and the consumer runs all of them and concatenates their
 *   outcomes (submit validators, messages).
 * - `single`: exactly one effective contribution; a plugin changes it with `replace`
 *   (the cart quantity rule).
 * - `keyed`: one contribution per id, where the id is the key (a route's path, a setting's
 *   name); a plugin changes one with `replace` and removes it with `disable`.
 * @public
 */
export type MergeRule = 'ordered' | 'aggregate' | 'single' | 'keyed';

/**
 * What every contribution carries: a stable id (unique within its point; core's own are
 * prefixed `core.`) and an optional sort order (lower first, default 0).
 * @public
 */
export interface Contribution {
  /** Stable id, unique within the extension point. Core's ids start with `core.`. */
  readonly id: string;
  /** Sort order, lower first; ties keep plugin load order. Default 0. */
  readonly order?: number;
}

/**
 * A named place where plugins change the mall. Declared once in the SDK with
 * {@link defineExtensionPoint}; the type parameter is the shape of one contribution.
 * @public
 */
export interface ExtensionPoint<T extends Contribution> {
  /** Stable dotted id, for example `cart.selection-rules`. */
  readonly id: string;
  /** How contributions are combined. */
  readonly merge: MergeRule;
  /** One paragraph for implementers and for the Storybook catalogue. */
  readonly description: string;
  /** The contribution contract in words, shown in the catalogue. */
  readonly contract: string;
  /** Phantom member carrying the contribution type; never set at run time. */
  readonly __contribution?: T;
}

/**
 * The contribution type of an extension point.
 * @public
 */
export type ContributionOf<P> = P extends ExtensionPoint<infer T> ? T : never;

/**
 * Declares an extension point. Only the SDK declares points; plugins contribute to them.
 * @public
 */
export function defineExtensionPoint<T extends Contribution>(
  id: string,
  spec: { merge: MergeRule; description: string; contract: string },
): ExtensionPoint<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/.test(id)) {
    throw new Error(`Extension point id "${id}" must be lower-case words joined by dots, for example "cart.selection-rules"`);
  }
  return Object.freeze({ id, ...spec });
}
