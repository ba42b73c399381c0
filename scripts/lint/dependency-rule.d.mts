import type { Linter } from 'eslint';

/** The UI libraries every package shares one copy of; tenants and plugins take them as peers. */
export declare const SHARED_UI: readonly string[];
/** The `@mall-plugin/*` packages a package.json declares: the single statement of `uses`. */
export declare function declaredSharedPlugins(manifest: { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }): string[];
/** The shared UI libraries a package.json declares as peer dependencies. */
export declare function declaredPeers(manifest: { peerDependencies?: Record<string, string> }): string[];
/** The boundaries policies for the workspace at `root`, in order (last match wins). */
export declare function dependencyPolicies(root: string): unknown[];
/** The flat-config block enforcing the dependency rule on every source file under `root`. */
export declare function dependencyRule(root: string): Linter.Config;
