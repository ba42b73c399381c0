import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';

/**
 * An entry of the My Mall menu. Groups: `my-mall` (orders, requests, after-sales, invoices,
 * favourites, browsing history, comments, purchase package) and `account` (personal centre).
 * @public
 */
export interface MyMallMenuEntry extends Contribution {
  readonly group: 'my-mall' | 'account';
  readonly labelKey: string;
  readonly path: string;
  /** Shown only when this holds. */
  readonly visible?: (ctx: MallContext) => boolean;
  /** Shown only when the buyer holds this permission code. */
  readonly permission?: string;
}

/**
 * A link in the top bar. Static links give `href`; links that exist only when a call returns
 * a URL give `resolve`, which returns `undefined` to hide the link.
 * @public
 */
export interface TopBarEntry extends Contribution {
  readonly labelKey: string;
  readonly href?: string;
  readonly resolve?: (ctx: MallContext & { readonly http: import('../services').HttpClient }) => Promise<string | undefined>;
  readonly visible?: (ctx: MallContext) => boolean;
}

/**
 * `menus.my-mall`: the My Mall menu.
 * @public
 */
export const myMallMenu = defineExtensionPoint<MyMallMenuEntry>('menus.my-mall', {
  merge: 'ordered',
  description:
    'Entries of the My Mall menu in its two groups, with visibility predicates. Core contributes the entries of spec 3 section 2 with `core.menu.*` ids; a tenant hides one by disabling its id.',
  contract: '{ id, order?, group: "my-mall" | "account", labelKey, path, visible?(ctx), permission? }',
});

/**
 * `menus.top-bar`: quick links in the top bar.
 * @public
 */
export const topBarMenu = defineExtensionPoint<TopBarEntry>('menus.top-bar', {
  merge: 'ordered',
  description: 'Quick links in the top bar, static or resolved by a call (hidden when it returns no URL).',
  contract: '{ id, order?, labelKey, href? | resolve(ctx) => Promise<url | undefined>, visible?(ctx) }',
});
